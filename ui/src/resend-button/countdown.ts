/** Whole seconds left until `endsAt` (epoch ms), rounded up so '0:01' shows until the very end. */
export function remainingSeconds(endsAt: number | null | undefined, now: number): number {
  if (endsAt == null || !Number.isFinite(endsAt)) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** '1:00', '0:45', '0:05' — minutes and two-digit seconds, readable at a glance. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The screen-reader wording of the remaining time: 'Available in 45 seconds'. */
export function describeCountdown(seconds: number): string {
  return `Available in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
