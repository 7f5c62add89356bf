export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableSortOption,
  dataTableCellVariants,
} from './data-table';
