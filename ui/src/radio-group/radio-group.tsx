import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type * as React from 'react';
import { useFormField } from '../form-field/form-field-context';
import { cn } from '../lib/cn';

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root>;

/**
 * A set of options where exactly one is chosen (Radix): `value`/`defaultValue`/
 * `onValueChange`. Tab enters the group at the chosen option; arrow keys move and choose.
 * Inside a `FormField` the field's label names the group and its messages describe it.
 */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  const field = useFormField();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('group/radio grid gap-3', className)}
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

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item>;

const ITEM_SLOT = 'radio-group-item';

/**
 * Whether focus came to `item` from another option of the same group: only the arrow keys
 * move focus between options, since the others are out of the tab order.
 */
function focusMovedWithin(item: HTMLElement, from: EventTarget | null) {
  if (!(from instanceof HTMLElement) || from === item) return false;
  const group = item.closest('[data-slot="radio-group"]');
  return from.closest('[data-slot="radio-group"]') === group && from.dataset.slot === ITEM_SLOT;
}

/**
 * One option's circle. Put a `Label` with `htmlFor` beside it for its name. Moving to it
 * with the arrow keys chooses it, however quickly the key comes back up, as
 * SegmentedControlItem does: Radix checks a radio on focus only while the arrow is still
 * down, and its roving focus moves on the next task, which a quick press outruns.
 */
export function RadioGroupItem({ className, onFocus, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      onFocus={(event) => {
        onFocus?.(event);
        const item = event.currentTarget;
        if (!event.defaultPrevented && focusMovedWithin(item, event.relatedTarget)) item.click();
      }}
      data-slot={ITEM_SLOT}
      className={cn(
        'peer grid size-5 shrink-0 cursor-pointer place-items-center rounded-pill border border-ink-400 bg-white',
        'transition-colors outline-none hover:border-ink-500',
        'focus-visible:border-brand-600 focus-visible:shadow-focus',
        'data-[state=checked]:border-brand-600',
        'group-aria-invalid/radio:border-danger-600',
        'disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="block size-2.5 rounded-pill bg-brand-600"
      />
    </RadioGroupPrimitive.Item>
  );
}
