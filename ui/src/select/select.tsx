import * as SelectPrimitive from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useFormField, useFormFieldControl } from '../form-field/form-field-context';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../icons';
import { cn } from '../lib/cn';

/**
 * Choose one value from a list (Radix Select): `value`/`defaultValue`/`onValueChange`,
 * `disabled`, `required` and `name` (a hidden native select takes part in forms). Inside
 * a `FormField` it is required or disabled when the field is.
 */
export function Select({ required, disabled, ...props }: React.ComponentProps<typeof SelectPrimitive.Root>) {
  const field = useFormField();
  return (
    <SelectPrimitive.Root
      data-slot="select"
      required={required ?? field?.required}
      disabled={disabled ?? field?.disabled}
      {...props}
    />
  );
}

export function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** Shows the chosen option's text, or `placeholder` when nothing is chosen. */
export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export const selectTriggerVariants = cva(
  [
    'flex w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-lg border border-ink-400 bg-white text-left text-ink-900',
    'transition-[border-color,box-shadow] outline-none hover:border-ink-500',
    'focus-visible:border-brand-600 focus-visible:shadow-focus data-[state=open]:border-brand-600',
    'data-[placeholder]:text-ink-500',
    'aria-invalid:border-danger-600 aria-invalid:focus-visible:shadow-[0_0_0_3px_rgb(185_28_28/0.25)]',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500',
    '[&>span]:truncate',
  ],
  {
    variants: {
      /** The trigger's height and text size, matching `Input`. @default md */
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-3.5 text-[0.9375rem]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> &
  VariantProps<typeof selectTriggerVariants> & {
    /** The options are still loading: shows a spinner, sets `aria-busy` and cannot open. */
    loading?: boolean;
  };

function SelectSpinner() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin text-ink-500"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The closed select, styled like an Input. Inside a `FormField` it takes the field's id,
 * so the field's label names it, and its `aria-invalid`/`aria-describedby`.
 */
export function SelectTrigger({ className, size, loading = false, children, ...props }: SelectTriggerProps) {
  // A trigger is a button: `required` belongs on the Select root, the trigger only says so.
  const { required, ...fieldProps } = useFormFieldControl(props);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? 'md'}
      className={cn(selectTriggerVariants({ size }), className)}
      aria-required={required || undefined}
      aria-busy={loading || undefined}
      {...props}
      {...fieldProps}
      disabled={loading || fieldProps.disabled || props.disabled}
    >
      {children}
      {loading ? (
        <SelectSpinner />
      ) : (
        <SelectPrimitive.Icon asChild>
          <ChevronDownIcon className="size-4 shrink-0 text-ink-500" />
        </SelectPrimitive.Icon>
      )}
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content>;

/** The list, in a portal. `position="popper"` (default) drops it below the trigger, as wide as it. */
export function SelectContent({
  className,
  children,
  position = 'popper',
  sideOffset = 6,
  ...props
}: SelectContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={position === 'popper' ? sideOffset : undefined}
        className={cn(
          'relative z-50 overflow-hidden rounded-lg border border-ink-200 bg-white text-ink-900 shadow-overlay',
          position === 'popper' &&
            'max-h-(--radix-select-content-available-height) w-full min-w-(--radix-select-trigger-width)',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-6 cursor-default items-center justify-center text-ink-500">
          <ChevronUpIcon className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport
          data-slot="select-viewport"
          className={cn('p-1', position === 'popper' && 'max-h-72 w-full')}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-6 cursor-default items-center justify-center text-ink-500">
          <ChevronDownIcon className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** A heading over a group of options (not selectable). */
export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase', className)}
      {...props}
    />
  );
}

/** One option. Its text is what the trigger shows once chosen. */
export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center rounded-md py-2 pr-8 pl-2.5 text-[0.9375rem] outline-none select-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-ink-900 data-[state=checked]:font-semibold',
        'data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-400',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2.5 inline-flex text-brand-600">
        <CheckIcon className="size-4" strokeWidth="2.25" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('mx-1 my-1 h-px bg-ink-100', className)}
      {...props}
    />
  );
}
