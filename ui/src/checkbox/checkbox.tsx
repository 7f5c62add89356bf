import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type * as React from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { CheckIcon, MinusIcon } from '../icons';
import { cn } from '../lib/cn';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/**
 * A checkbox (Radix): `checked`/`defaultChecked`/`onCheckedChange`, and `'indeterminate'`
 * for a partly selected group. Space toggles it. Name it with a `Label` (`htmlFor`) beside
 * it, or place it in a `FormField`.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const fieldProps = useFormFieldControl(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer grid size-5 shrink-0 cursor-pointer place-items-center rounded-sm border border-ink-400 bg-white text-white',
        'transition-colors outline-none hover:border-ink-500',
        'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600',
        'data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600',
        'aria-invalid:border-danger-600',
        'disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group/indicator grid place-items-center"
      >
        <CheckIcon
          className="size-3.5 group-data-[state=indeterminate]/indicator:hidden"
          strokeWidth="2.25"
        />
        <MinusIcon
          className="hidden size-3.5 group-data-[state=indeterminate]/indicator:block"
          strokeWidth="2.25"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
