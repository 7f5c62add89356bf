export { StatusBadge, type StatusBadgeProps } from './status-badge';
export {
  STATUS_RULES,
  type StatusKind,
  type StatusRule,
  type StatusTone,
  statusLabel,
  statusTone,
} from './status-rules';
