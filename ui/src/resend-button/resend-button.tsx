import * as React from 'react';
import { Button, type ButtonProps } from '../button';
import { cn } from '../lib/cn';
import { describeCountdown, formatCountdown, remainingSeconds } from './countdown';

export type ResendButtonProps = Omit<ButtonProps, 'onClick' | 'asChild' | 'busy'> & {
  /** Length of the cooldown in seconds; the spec's resend cooldown is 60. */
  seconds?: number;
  /**
   * Controlled: the moment (epoch ms) the button becomes available again, e.g. from the
   * server's cooldown. `null` means available now. Without it the button keeps its own clock.
   */
  until?: number | null;
  /** Uncontrolled: any new value restarts the countdown (a phone update, say). */
  restartKey?: React.Key;
  /** Uncontrolled: start counting on mount, because a code was just sent. Default true. */
  startOnMount?: boolean;
  /**
   * The resend action. When uncontrolled the countdown restarts after it: at once, or
   * once its promise resolves (the button is busy meanwhile; a rejection leaves it ready).
   */
  onResend?: (event: React.MouseEvent<HTMLButtonElement>) => unknown;
  /** Called once when a countdown reaches zero. */
  onCountdownEnd?: () => void;
  /** Visible remaining time; '0:45' by default. */
  formatRemaining?: (seconds: number) => string;
  /** The remaining time for screen readers, read when the button gets focus; 'Available in 45 seconds'. */
  describeRemaining?: (seconds: number) => string;
};

/**
 * 'Resend Code' with a visible countdown (60 seconds by default). While it runs the
 * button is `aria-disabled` — still focusable, so keyboard and screen-reader users find
 * it and hear 'Available in 45 seconds' as its description — and clicks are ignored. The
 * seconds are visible text only; nothing is announced every second. Restart it from
 * outside with `restartKey`, or drive it with `until`.
 */
export function ResendButton({
  seconds = 60,
  until,
  restartKey,
  startOnMount = true,
  onResend,
  onCountdownEnd,
  formatRemaining = formatCountdown,
  describeRemaining = describeCountdown,
  children = 'Resend Code',
  variant = 'outline',
  className,
  busyLabel,
  'aria-describedby': ariaDescribedBy,
  ...props
}: ResendButtonProps) {
  const descriptionId = React.useId();
  const controlled = until !== undefined;
  const [ownEndsAt, setOwnEndsAt] = React.useState<number | null>(() =>
    startOnMount ? Date.now() + seconds * 1000 : null,
  );
  // Re-rendered once a second while counting; the time itself is read from the clock,
  // so a new `until` or a restart shows the right value at once.
  const [tick, setTick] = React.useState(0);
  const [sending, setSending] = React.useState(false);
  const endsAt = controlled ? until : ownEndsAt;
  const remaining = remainingSeconds(endsAt, Date.now());
  const counting = remaining > 0;

  const restart = React.useCallback(() => setOwnEndsAt(Date.now() + seconds * 1000), [seconds]);

  // A new restartKey restarts the clock; the first render is covered by startOnMount.
  const previousKey = React.useRef(restartKey);
  React.useEffect(() => {
    if (Object.is(previousKey.current, restartKey)) return;
    previousKey.current = restartKey;
    restart();
  }, [restartKey, restart]);

  // Tick on whole-second boundaries of the end time, so the display never skips a second.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` schedules the next tick
  React.useEffect(() => {
    if (endsAt == null) return;
    const current = Date.now();
    if (endsAt <= current) return;
    const delay = (endsAt - current) % 1000 || 1000;
    const timer = window.setTimeout(() => setTick((n) => n + 1), delay);
    return () => window.clearTimeout(timer);
  }, [endsAt, tick]);

  const onCountdownEndRef = React.useRef(onCountdownEnd);
  onCountdownEndRef.current = onCountdownEnd;
  const wasCounting = React.useRef(counting);
  React.useEffect(() => {
    if (wasCounting.current && !counting) onCountdownEndRef.current?.();
    wasCounting.current = counting;
  }, [counting]);

  const handleClick = async (event: React.MouseEvent<HTMLButtonElement>) => {
    if (counting || sending || props.disabled) {
      event.preventDefault();
      return;
    }
    const result = onResend?.(event);
    if (controlled) return;
    if (result instanceof Promise) {
      setSending(true);
      try {
        await result;
        restart();
      } catch {
        // The caller reports the failure; the button stays ready for another try.
      } finally {
        setSending(false);
      }
    } else {
      restart();
    }
  };

  const describedBy = [counting && descriptionId, ariaDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Button
        data-slot="resend-button"
        data-state={counting ? 'counting' : 'ready'}
        data-remaining={remaining}
        variant={variant}
        busy={sending}
        busyLabel={busyLabel}
        className={cn(
          'tabular-nums',
          // While counting the button is clearly inactive yet its countdown stays readable
          // (ink-600 on ink-50 is 6:1), rather than fading everything to 55 %.
          '[&[aria-disabled=true]:not([aria-busy=true])]:opacity-100 data-[state=counting]:text-ink-600',
          variant !== 'link' &&
            'data-[state=counting]:border data-[state=counting]:border-ink-200 data-[state=counting]:bg-ink-50 data-[state=counting]:hover:bg-ink-50',
          className,
        )}
        aria-disabled={counting || undefined}
        aria-describedby={describedBy}
        onClick={handleClick}
        {...props}
      >
        {children}
        {counting && (
          <span
            data-slot="resend-countdown"
            aria-hidden="true"
            className="min-w-[3.5ch] text-left font-medium"
          >
            {formatRemaining(remaining)}
          </span>
        )}
      </Button>
      {/* Outside the button so its name stays 'Resend Code'; hidden text still describes it. */}
      {counting && (
        <span id={descriptionId} hidden>
          {describeRemaining(remaining)}
        </span>
      )}
    </>
  );
}
