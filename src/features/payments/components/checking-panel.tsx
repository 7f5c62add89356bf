import { Card, Heading, Skeleton, Spinner } from '@friendly/ui';
import type * as React from 'react';

/** Spec 001 §2 wording, used by both payment screens while they ask the server. */
export const CHECKING_LABEL = 'Checking your Stripe account…';

/**
 * A status panel while the account is read: the page keeps its h1 (what is happening),
 * the spinner announces it politely, and grey shapes hold the panel's size.
 */
export function CheckingPanel({ headingRef }: { headingRef?: React.Ref<HTMLHeadingElement> }) {
  return (
    <Card
      asChild
      padding="lg"
      className="grid justify-items-center gap-5 text-center max-sm:px-5 max-sm:py-8"
    >
      <section data-state="loading" aria-busy="true" aria-labelledby="payment-checking-title">
        <span className="grid size-14 place-items-center rounded-pill bg-brand-50">
          <Spinner size="lg" label={CHECKING_LABEL} />
        </span>
        <div className="grid w-full max-w-md justify-items-center gap-3">
          <Heading
            level={1}
            size="md"
            id="payment-checking-title"
            ref={headingRef}
            tabIndex={-1}
            className="outline-none"
          >
            {CHECKING_LABEL}
          </Heading>
          <span aria-hidden="true" className="grid w-full max-w-sm justify-items-center gap-2">
            <Skeleton className="w-11/12" />
            <Skeleton className="w-2/3" />
          </span>
        </div>
        <Skeleton shape="block" className="h-13 w-56 max-w-full rounded-pill" />
      </section>
    </Card>
  );
}
