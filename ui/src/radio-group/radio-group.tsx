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

/** One option's circle. Put a `Label` with `htmlFor` beside it for its name. */
export function RadioGroupItem({ className, ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
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
