import { Card, cn, Heading } from '@friendly/ui';
import type * as React from 'react';

export type PanelTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

const ICON_TONES: Record<PanelTone, string> = {
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  danger: 'bg-danger-50 text-danger-700',
  neutral: 'bg-ink-100 text-ink-700',
};

/**
 * For the panel's buttons: full width and wrapping on a small phone, where a long label
 * ('Continue Setup with Stripe (sandbox)') would not fit on one line.
 */
export const PANEL_ACTION_CLASS =
  'max-sm:h-auto max-sm:min-h-11 max-sm:w-full max-sm:whitespace-normal max-sm:py-2.5';

export type StatusPanelProps = {
  /** Which state this is, for stories and styles (`data-state`). */
  state: string;
  tone: PanelTone;
  icon: React.ReactNode;
  title: string;
  /** The page's h1 receives focus when the state changes, so the new title is read out. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  description?: React.ReactNode;
  /** Extra content between the description and the actions (the enabled/disabled list). */
  children?: React.ReactNode;
  actions?: React.ReactNode;
  footnote?: React.ReactNode;
};

/** One state of a payment screen: an icon, the state's title (the page's h1), what it means, what to do. */
export function StatusPanel({
  state,
  tone,
  icon,
  title,
  headingRef,
  description,
  children,
  actions,
  footnote,
}: StatusPanelProps) {
  return (
    <Card
      asChild
      padding="lg"
      className="grid justify-items-center gap-5 text-center max-sm:px-5 max-sm:py-8"
    >
      <section data-state={state} aria-labelledby="payment-status-title">
        <span
          aria-hidden="true"
          className={cn('grid size-14 place-items-center rounded-pill [&_svg]:size-7', ICON_TONES[tone])}
        >
          {icon}
        </span>
        <div className="grid max-w-md gap-2">
          <Heading
            level={1}
            size="lg"
            id="payment-status-title"
            ref={headingRef}
            tabIndex={-1}
            className="outline-none sm:text-3xl"
          >
            {title}
          </Heading>
          {description ? <div className="text-ink-600">{description}</div> : null}
        </div>
        {children}
        {actions ? (
          <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
        ) : null}
        {footnote ? <p className="text-sm text-ink-500">{footnote}</p> : null}
      </section>
    </Card>
  );
}
