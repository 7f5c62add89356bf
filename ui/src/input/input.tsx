import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { cn } from '../lib/cn';

/** Shared by every text-like control (Input, Textarea, Select trigger) so they line up. */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-lg border border-ink-400 bg-white text-ink-900',
    'placeholder:text-ink-500 transition-[border-color,box-shadow] outline-none',
    'hover:border-ink-500',
    'focus-visible:border-brand-600 focus-visible:shadow-focus',
    'aria-invalid:border-danger-600 aria-invalid:focus-visible:shadow-[0_0_0_3px_rgb(185_28_28/0.25)]',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500',
    'read-only:bg-ink-50',
    'file:mr-3 file:border-0 file:bg-transparent file:font-semibold file:text-ink-800',
  ],
  {
    variants: {
      /** The field's height and text size. @default md */
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-3.5 text-[0.9375rem]',
        lg: 'h-13 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/**
 * A single-line text input. Inside a `FormField` it picks up its id, `aria-invalid`,
 * `aria-describedby`, `required` and `disabled` from the field, so the label, hint and
 * error are announced with it.
 */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  const fieldProps = useFormFieldControl(props);
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
      {...fieldProps}
    />
  );
}
