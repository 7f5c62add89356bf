import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type * as React from 'react';
import { ChevronDownIcon } from '../icons';
import { cn } from '../lib/cn';

/**
 * Stacked sections that open and close, such as the FAQs (Radix). `type="single"`
 * (with `collapsible`) keeps one open at a time; `type="multiple"` lets several open.
 * Controlled or not: `value`/`defaultValue`/`onValueChange`.
 */
export function Accordion({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn('divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white', className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item data-slot="accordion-item" className={cn('group/item', className)} {...props} />
  );
}

/**
 * The question: a button inside a heading (`h3` unless `headingLevel` says otherwise, to
 * fit the page's outline). Enter or Space toggles; arrows move between questions; Home
 * and End jump to the first and last.
 */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The level of the heading the question sits in, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink-900',
            'transition-colors outline-none hover:text-brand-700 focus-visible:rounded-xl focus-visible:shadow-focus',
            'disabled:cursor-not-allowed disabled:opacity-55',
            '[&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon className="size-5 shrink-0 text-ink-500 transition-transform" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * Radix names its content's size as two custom properties on every answer, for height
 * animations this accordion does not have. Set to nothing, so an answer written into HTML by
 * the server carries no style attribute, which the app's CSP refuses (`style-src-attr
 * 'none'`, docs/decisions/062 and 145); Collapsible still sets its own on open, through the CSSOM.
 */
const NO_SIZE_PROPERTIES = {
  '--radix-accordion-content-height': undefined,
  '--radix-accordion-content-width': undefined,
} as React.CSSProperties;

/** The answer. Hidden (and out of the accessibility tree) while closed. */
export function AccordionContent({
  className,
  children,
  style,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-[0.9375rem] leading-6 text-ink-600"
      style={{ ...NO_SIZE_PROPERTIES, ...style }}
      {...props}
    >
      <div className={cn('px-5 pb-5', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
