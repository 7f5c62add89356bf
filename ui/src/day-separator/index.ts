export { DaySeparator, type DaySeparatorProps } from './day-separator';
