/**
 * The spec's status colour rules (001 §4), kept as data so screens, tests and the
 * Storybook docs all read the same table. Lookups ignore case and surrounding spaces.
 * The app turns a raw status into the tone and text the design system's StatusBadge
 * shows: `<StatusBadge tone={statusTone(kind, value)} status={value}>{statusLabel(kind, value)}</StatusBadge>`.
 */
export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';
export type StatusKind = 'event' | 'payment' | 'payout';

export type StatusRule = {
  /** Known values and their colour. */
  readonly tones: Readonly<Record<string, StatusTone>>;
  /** The colour of any value not in `tones`. */
  readonly otherwise: StatusTone;
  /** What a missing (null, undefined, empty) value displays. */
  readonly missingLabel: string;
  /** The colour of a missing value. */
  readonly missingTone: StatusTone;
};

export const STATUS_RULES = {
  /** pending, approved, cancelled, rejected, completed (colours are ours: decision 035). */
  event: {
    tones: {
      pending: 'warning',
      approved: 'success',
      cancelled: 'danger',
      rejected: 'danger',
      completed: 'info',
    },
    otherwise: 'neutral',
    missingLabel: 'Unknown',
    missingTone: 'neutral',
  },
  /** succeeded, processing or requires_capture are green; anything else is red. */
  payment: {
    tones: { succeeded: 'success', processing: 'success', requires_capture: 'success' },
    otherwise: 'danger',
    missingLabel: 'Unknown',
    missingTone: 'danger',
  },
  /** paid/completed green; pending/in_transit yellow; failed/canceled red; anything else grey; missing shows 'Pending'. */
  payout: {
    tones: {
      paid: 'success',
      completed: 'success',
      pending: 'warning',
      in_transit: 'warning',
      failed: 'danger',
      canceled: 'danger',
    },
    otherwise: 'neutral',
    missingLabel: 'Pending',
    missingTone: 'neutral',
  },
} as const satisfies Record<StatusKind, StatusRule>;

function normalise(status: string | null | undefined) {
  return (status ?? '').trim().toLowerCase();
}

/** The colour of a status under the spec's rules, e.g. `statusTone('payout', 'in_transit')` → 'warning'. */
export function statusTone(kind: StatusKind, status: string | null | undefined): StatusTone {
  const rule: StatusRule = STATUS_RULES[kind];
  const value = normalise(status);
  if (value === '') return rule.missingTone;
  return rule.tones[value] ?? rule.otherwise;
}

/** The text a status shows: 'requires_capture' → 'Requires capture'; a missing payout → 'Pending'. */
export function statusLabel(kind: StatusKind, status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (value === '') return STATUS_RULES[kind].missingLabel;
  const words = value.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
