import * as LabelPrimitive from '@radix-ui/react-label';
import type * as React from 'react';
import { cn } from '../lib/cn';

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** Adds a visual marker for required fields; the control itself carries `required`. */
  required?: boolean;
};

/**
 * A form label. Clicking it focuses its control (`htmlFor`). Dims itself when the control
 * beside it (a `peer`) or the surrounding field (`data-disabled`) is disabled.
 */
export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'inline-flex items-center gap-1 text-sm font-semibold leading-5 text-ink-800 select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        'group-data-[disabled=true]:cursor-not-allowed group-data-[disabled=true]:opacity-60',
        className,
      )}
      {...props}
    >
      {children}
      {required && (
        <span data-slot="label-required" aria-hidden="true" className="text-danger-600">
          *
        </span>
      )}
    </LabelPrimitive.Root>
  );
}
