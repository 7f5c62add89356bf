import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { joinIds, useFormFieldControl } from '../form-field/form-field-context';
import { cn } from '../lib/cn';
import { characterCount } from './character-count';

export const textareaVariants = cva(
  [
    'block w-full min-w-0 rounded-lg border border-ink-400 bg-white px-3.5 py-2.5 text-[0.9375rem] leading-6 text-ink-900',
    'placeholder:text-ink-500 transition-[border-color,box-shadow] outline-none',
    'hover:border-ink-500',
    'focus-visible:border-brand-600 focus-visible:shadow-focus',
    'aria-invalid:border-danger-600 aria-invalid:focus-visible:shadow-[0_0_0_3px_rgb(185_28_28/0.25)]',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500',
  ],
  {
    variants: {
      /** Whether the user may drag the field taller (`vertical`) or not (`none`). @default vertical */
      resize: { vertical: 'resize-y', none: 'resize-none' },
    },
    defaultVariants: { resize: 'vertical' },
  },
);

export type TextareaProps = React.ComponentProps<'textarea'> &
  VariantProps<typeof textareaVariants> & {
    /** Shows a live character count under the box ('42/500' with `maxLength`). */
    showCount?: boolean;
  };

/**
 * Multi-line text (bio, event description, messages). With `showCount` a counter sits
 * under the box and is part of the control's description; with `maxLength` as well it
 * reads '42/500' and typing stops at the limit.
 */
export function Textarea({
  className,
  resize,
  showCount = false,
  rows = 4,
  onChange,
  ...props
}: TextareaProps) {
  const fieldProps = useFormFieldControl(props);
  const generatedId = React.useId();
  const [uncontrolledText, setUncontrolledText] = React.useState(() => String(props.defaultValue ?? ''));
  const text = props.value != null ? String(props.value) : uncontrolledText;

  const textarea = (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(textareaVariants({ resize }), className)}
      onChange={(event) => {
        if (props.value == null) setUncontrolledText(event.target.value);
        onChange?.(event);
      }}
      {...props}
      {...fieldProps}
      {...(showCount && {
        'aria-describedby': joinIds(
          fieldProps['aria-describedby'] ?? props['aria-describedby'],
          `${generatedId}-count`,
        ),
      })}
    />
  );
  if (!showCount) return textarea;

  const count = characterCount(text.length, props.maxLength);
  return (
    <div data-slot="textarea-with-count" className="grid gap-1">
      {textarea}
      <p
        id={`${generatedId}-count`}
        data-slot="textarea-count"
        data-over={count.over || undefined}
        className="justify-self-end text-xs font-medium tabular-nums text-ink-500 data-[over]:text-danger-600"
      >
        <span aria-hidden="true">{count.visible}</span>
        <span className="sr-only">{count.spoken}</span>
      </p>
    </div>
  );
}
