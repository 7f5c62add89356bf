import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useFormField } from '../form-field/form-field-context';
import { cn } from '../lib/cn';

export const segmentedControlVariants = cva(
  'group/segmented inline-flex max-w-full items-stretch gap-1 rounded-pill bg-ink-100 p-1 aria-invalid:ring-2 aria-invalid:ring-danger-600',
  {
    variants: {
      /** Stretch to the full width, with the items sharing it equally. @default false */
      block: { true: 'flex w-full' },
    },
  },
);

export const segmentedControlItemVariants = cva(
  [
    'inline-flex min-w-0 flex-1 cursor-pointer items-center justify-center gap-2 rounded-pill text-center font-semibold',
    'text-ink-600 transition-colors outline-none hover:text-ink-900',
    // A solid ring, not a shadow: the checked segment's own shadow would replace it, and it
    // must reach 3:1 on the track and on the segment (WCAG 2.4.13; docs/decisions/133).
    'focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-brand-600',
    'data-[state=checked]:bg-white data-[state=checked]:text-brand-700 data-[state=checked]:shadow-[0_1px_3px_rgb(29_27_46/0.14)]',
    'disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:text-ink-600',
  ],
  {
    variants: {
      /** The item's height and text size. @default md */
      size: {
        sm: 'min-h-8 px-3 text-[0.8125rem]',
        md: 'min-h-10 px-4 py-1.5 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SegmentedControlProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> &
  VariantProps<typeof segmentedControlVariants>;

/**
 * A compact one-of-few choice shown as joined segments: Free / Paid, or the event type
 * Standard / Friendly Plus / Premium. It is a radio group underneath: Tab enters at the
 * chosen segment, Left/Right arrows move and choose. Use `value`/`defaultValue`/
 * `onValueChange`. Name it with `aria-label` or put it in a `FormField`.
 */
export function SegmentedControl({
  className,
  block,
  orientation = 'horizontal',
  ...props
}: SegmentedControlProps) {
  const field = useFormField();
  return (
    <RadioGroupPrimitive.Root
      data-slot="segmented-control"
      orientation={orientation}
      className={cn(segmentedControlVariants({ block }), className)}
      {...(field && {
        id: field.controlId,
        'aria-labelledby': field.labelId,
        'aria-describedby': field.describedBy,
        'aria-invalid': field.invalid || undefined,
        required: field.required,
        disabled: field.disabled,
      })}
      {...props}
    />
  );
}

export type SegmentedControlItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> &
  VariantProps<typeof segmentedControlItemVariants>;

const ITEM_SLOT = 'segmented-control-item';

/**
 * Whether focus came to `item` from another segment of the same control: only the arrow
 * keys (and Home/End) move focus between segments, since the others are out of the tab order.
 */
function focusMovedWithin(item: HTMLElement, from: EventTarget | null) {
  if (!(from instanceof HTMLElement) || from === item) return false;
  const control = item.closest('[data-slot="segmented-control"]');
  return from.closest('[data-slot="segmented-control"]') === control && from.dataset.slot === ITEM_SLOT;
}

/**
 * One segment. Its text is its accessible name. Moving to it with the arrow keys chooses
 * it, however quickly the key comes back up: Radix checks a radio on focus only while the
 * arrow is still down, and its roving focus moves on the next task, which a quick press, a
 * busy page or assistive technology that sends whole key presses at once outruns.
 */
export function SegmentedControlItem({ className, size, onFocus, ...props }: SegmentedControlItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot={ITEM_SLOT}
      data-size={size ?? 'md'}
      className={cn(segmentedControlItemVariants({ size }), className)}
      onFocus={(event) => {
        onFocus?.(event);
        const item = event.currentTarget;
        if (!event.defaultPrevented && focusMovedWithin(item, event.relatedTarget)) item.click();
      }}
      {...props}
    />
  );
}
