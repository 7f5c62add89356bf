export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status-badge';
