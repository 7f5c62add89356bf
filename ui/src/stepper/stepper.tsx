import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../lib/cn';

export const stepperVariants = cva('grid min-w-0 gap-2', {
  variants: {
    /** The step markers' and labels' size. @default md */
    size: {
      sm: 'text-[0.8125rem]',
      md: 'text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

export type StepperProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof stepperVariants> & {
    /** The step the user is on, counted from 1. Clamped to 1…total. */
    current: number;
    /** How many steps there are. With `steps` it defaults to their number. */
    total?: number;
    /** Optional names of the steps ('Key info and images', 'How guests join'), shown under the bar. */
    steps?: readonly React.ReactNode[];
    /** The progress text; the spec's wording 'Step 1 of 2' by default. */
    formatLabel?: (current: number, total: number) => string;
  };

export const formatStepLabel = (current: number, total: number) => `Step ${current} of ${total}`;

/**
 * Progress through a multi-step form: 'Step 1 of 2' as text, a segmented bar and, when
 * given, the step names. The bar is a `progressbar` whose value text repeats the label,
 * so screen readers hear 'Step 1 of 2' wherever they meet it. Only show it on forms with
 * more than one step; the step names are optional and stay short.
 */
export function Stepper({
  current,
  total: totalProp,
  steps,
  formatLabel = formatStepLabel,
  size,
  className,
  ...props
}: StepperProps) {
  const labelId = React.useId();
  const total = Math.max(1, Math.floor(totalProp ?? steps?.length ?? 1));
  const step = Math.min(Math.max(1, Math.floor(current)), total);
  const label = formatLabel(step, total);
  const currentName = steps?.[step - 1];
  const valueText = typeof currentName === 'string' ? `${label}: ${currentName}` : label;

  return (
    <div
      data-slot="stepper"
      data-step={step}
      data-total={total}
      data-complete={step === total || undefined}
      className={cn(stepperVariants({ size }), className)}
      {...props}
    >
      <p id={labelId} data-slot="stepper-label" className="font-semibold text-ink-900">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={valueText}
        data-slot="stepper-bar"
        className="flex gap-1.5"
      >
        {Array.from({ length: total }, (_, index) => (
          <span
            // Segments are positional and never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-slot="stepper-segment"
            data-state={index + 1 < step ? 'complete' : index + 1 === step ? 'current' : 'upcoming'}
            className={cn(
              'h-1.5 min-w-6 flex-1 rounded-pill transition-colors',
              index + 1 <= step ? 'bg-brand-600' : 'bg-ink-200',
            )}
          />
        ))}
      </div>
      {steps && steps.length > 1 && (
        <ol data-slot="stepper-steps" className="flex gap-1.5 text-[0.8125rem] leading-5">
          {steps.map((name, index) => {
            const state = index + 1 < step ? 'complete' : index + 1 === step ? 'current' : 'upcoming';
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
                key={index}
                data-slot="stepper-step"
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
                className={cn(
                  'min-w-6 flex-1 break-words',
                  state === 'upcoming' ? 'text-ink-500' : 'text-ink-800',
                  state === 'current' && 'font-semibold',
                )}
              >
                {name}
                {state === 'complete' && <span className="sr-only"> (completed)</span>}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
