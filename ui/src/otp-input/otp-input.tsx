import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { useFormField } from '../form-field/form-field-context';
import { cn } from '../lib/cn';
import {
  fillOtpSlots,
  fromOtpSlots,
  isOtpComplete,
  normalizeOtpValue,
  type OtpSlots,
  sanitizeOtpDigits,
  toOtpSlots,
  typedOtpDigits,
} from './otp-value';

export const otpBoxVariants = cva(
  [
    'min-w-0 rounded-lg border border-ink-400 bg-white text-center font-semibold tabular-nums text-ink-900',
    'caret-brand-600 outline-none transition-[border-color,box-shadow,background-color] selection:bg-transparent',
    'hover:border-ink-500 [&[data-filled]:not([aria-invalid=true]):not(:disabled)]:border-ink-500',
    'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'aria-invalid:border-danger-600 aria-invalid:bg-danger-50 aria-invalid:focus-visible:outline-danger-600',
    'disabled:cursor-not-allowed disabled:border-ink-200 disabled:bg-ink-50 disabled:text-ink-500',
  ],
  {
    variants: {
      /** The boxes' size: `md` grows on wider screens, `sm` stays compact. @default md */
      size: {
        md: 'h-12 w-10 text-xl sm:h-14 sm:w-12 sm:text-2xl',
        sm: 'h-10 w-9 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type OtpInputProps = Omit<React.ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> &
  VariantProps<typeof otpBoxVariants> & {
    /** Number of boxes; the spec's codes have 6 digits. */
    length?: number;
    /** The code (controlled): digits, an empty box as a space, trailing empty boxes dropped. Set `''` to clear. */
    value?: string;
    /** The starting code when uncontrolled. Change the component's `key` to clear it. */
    defaultValue?: string;
    /** Called with the new value on every change (typing, paste, Backspace, autofill). */
    onValueChange?: (value: string) => void;
    /** Called with the code whenever a change leaves every box filled. */
    onComplete?: (code: string) => void;
    disabled?: boolean;
    /** Marks every box `aria-invalid`. Inside a `FormField` with an error this is automatic. */
    invalid?: boolean;
    /** Focus the first box on mount (the verification screen's only task). */
    autoFocus?: boolean;
    /** Submits the code under this name with a surrounding form. */
    name?: string;
    /** The accessible name of each box; 'Digit 1 of 6' by default. */
    boxLabel?: (position: number, length: number) => string;
  };

const defaultBoxLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

/**
 * Six single-digit boxes for a one-time code. Digits only; typing moves to the next box,
 * Backspace clears the box and, on an empty box, goes back and clears the previous one;
 * arrow keys, Home and End move between boxes. Pasting, or the phone filling the code
 * from the SMS (`autocomplete="one-time-code"`), spreads the digits across the boxes.
 * Put it in a `FormField` (label 'Verification code', error under it). Clear it after a
 * phone update by setting `value` to `''` (or changing `key` when uncontrolled).
 */
export function OtpInput({
  length = 6,
  value: valueProp,
  defaultValue,
  onValueChange,
  onComplete,
  disabled: disabledProp,
  invalid: invalidProp,
  autoFocus = false,
  name,
  boxLabel = defaultBoxLabel,
  size,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  ...props
}: OtpInputProps) {
  const field = useFormField();
  const [uncontrolledValue, setUncontrolledValue] = React.useState(() =>
    normalizeOtpValue(defaultValue, length),
  );
  const controlled = valueProp !== undefined;
  const value = controlled ? normalizeOtpValue(valueProp, length) : uncontrolledValue;
  const slots = toOtpSlots(value, length);
  const disabled = disabledProp ?? field?.disabled ?? false;
  const invalid = invalidProp ?? field?.invalid ?? false;
  const describedBy = [ariaDescribedBy, field?.describedBy].filter(Boolean).join(' ') || undefined;
  const boxes = React.useRef<Array<HTMLInputElement | null>>([]);

  React.useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  const commit = (next: OtpSlots) => {
    const nextValue = fromOtpSlots(next);
    if (nextValue === value) return;
    if (!controlled) setUncontrolledValue(nextValue);
    onValueChange?.(nextValue);
    if (isOtpComplete(next)) onComplete?.(nextValue);
  };

  const setSlot = (index: number, digit: string) => {
    const next = [...slots];
    next[index] = digit;
    commit(next);
  };

  const fill = (index: number, text: string) => {
    const result = fillOtpSlots(slots, index, text);
    commit(result.slots);
    focusBox(result.focus);
  };

  const handleKeyDown = (index: number, event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.metaKey || event.ctrlKey || event.altKey || event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (slots[index]) setSlot(index, '');
        else if (index > 0) {
          setSlot(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        setSlot(index, '');
        return;
      case 'ArrowLeft':
      case 'ArrowUp':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
      case 'ArrowDown':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
    }
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      setSlot(index, event.key);
      if (index < length - 1) focusBox(index + 1);
      else boxes.current[index]?.select();
    } else if (event.key.length === 1) {
      // Letters, spaces and symbols never reach a box.
      event.preventDefault();
    }
  };

  // Reached by input that skips keydown: SMS autofill, mobile keyboards, IME, dictation.
  const handleChange = (index: number, event: React.ChangeEvent<HTMLInputElement>) => {
    const digits = typedOtpDigits(slots[index] ?? '', event.target.value);
    if (digits.length === 0) {
      if (event.target.value === '') setSlot(index, '');
      return;
    }
    if (digits.length === 1) {
      setSlot(index, digits);
      focusBox(index + 1);
      return;
    }
    fill(index, digits);
  };

  const handlePaste = (index: number, event: React.ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const labelledBy = ariaLabelledBy ?? (ariaLabel ? undefined : field?.labelId);

  return (
    <fieldset
      aria-label={labelledBy ? undefined : (ariaLabel ?? 'Verification code')}
      aria-labelledby={labelledBy}
      data-slot="otp-input"
      data-complete={isOtpComplete(slots) || undefined}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn('m-0 flex min-w-0 items-center gap-2 border-0 p-0 sm:gap-3', className)}
      {...props}
    >
      {slots.map((slot, index) => (
        <input
          // Boxes are positional and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={index === 0 ? field?.controlId : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoCorrect="off"
          spellCheck={false}
          aria-label={boxLabel(index + 1, length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={slot}
          data-slot="otp-input-box"
          data-filled={slot ? '' : undefined}
          className={otpBoxVariants({ size })}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onChange={(event) => handleChange(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
      {name != null && <input type="hidden" name={name} value={sanitizeOtpDigits(value)} />}
    </fieldset>
  );
}
