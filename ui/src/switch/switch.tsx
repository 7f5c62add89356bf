import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useFormFieldControl } from '../form-field/form-field-context';
import { cn } from '../lib/cn';

export const switchVariants = cva(
  [
    'peer inline-flex shrink-0 cursor-pointer items-center rounded-pill border-2 border-transparent p-0',
    'transition-colors outline-none focus-visible:shadow-focus',
    'bg-ink-400 data-[state=checked]:bg-brand-600',
    'aria-invalid:ring-2 aria-invalid:ring-danger-600',
    'disabled:cursor-not-allowed disabled:opacity-55',
  ],
  {
    variants: {
      /** The track's size. @default md */
      size: {
        sm: 'h-5 w-9 [--thumb:1rem]',
        md: 'h-6 w-11 [--thumb:1.25rem]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants>;

/**
 * An on/off switch (Radix, `role="switch"`) for settings that take effect at once, such
 * as 'Enable discount'. Space and Enter toggle it. Name it with a `Label` or a `FormField`.
 */
export function Switch({ className, size, ...props }: SwitchProps) {
  const fieldProps = useFormFieldControl(props);
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? 'md'}
      className={cn(switchVariants({ size }), className)}
      {...props}
      {...fieldProps}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block size-(--thumb) rounded-pill bg-white shadow-[0_1px_3px_rgb(29_27_46/0.3)]',
          'transition-transform data-[state=checked]:translate-x-full data-[state=unchecked]:translate-x-0',
        )}
      />
    </SwitchPrimitive.Root>
  );
}
