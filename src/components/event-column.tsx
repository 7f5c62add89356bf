import type { DataTableColumn } from '@friendly/ui';
import { Link } from 'react-router-dom';
import { eventDetailsPath } from '../lib/paths';

/** A row that names the event it is about, as transactions and reviews do. */
type RowOfEvent = { event: { slug: string; title: string } };

/**
 * The Event column of the host's tables (Payment Transaction, Event Reviews): the event's
 * title, linked to its details.
 */
export function eventColumn<Row extends RowOfEvent>(header: string): DataTableColumn<Row> {
  return {
    id: 'event',
    header,
    className: 'min-w-40',
    cell: (row) => (
      <Link
        to={eventDetailsPath(row.event.slug)}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {row.event.title}
      </Link>
    ),
  };
}
