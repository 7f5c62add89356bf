import * as React from 'react';
import { Input, type InputProps } from '../input';
import { cn } from '../lib/cn';
import { toDateBound, todayDateValue } from './date-value';

export type DateInputProps = Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'min' | 'max'> & {
  /** The date as 'YYYY-MM-DD' (controlled); `''` for none. */
  value?: string;
  /** The starting date when uncontrolled. */
  defaultValue?: string;
  /** Called with 'YYYY-MM-DD', or `''` when the field is cleared or incomplete. */
  onValueChange?: (value: string) => void;
  /** The earliest date that can be picked. */
  min?: string | Date;
  /** The latest date that can be picked. */
  max?: string | Date;
  /** No dates before today (creating an event). Ignored when `min` is given. */
  disallowPast?: boolean;
};

/**
 * A date field: the browser's own date input (typed segment by segment, or picked from
 * its calendar with the button or Alt+↓), so it is keyboard and screen-reader friendly
 * and shows dates in the user's locale. Values are 'YYYY-MM-DD'. `disallowPast` sets
 * today as the minimum, so the calendar greys out past days; the form still checks the
 * value with `isDateBefore` and shows 'Date cannot be in the past'. Use it in a
 * `FormField` labelled 'Date'.
 */
export function DateInput({
  value,
  defaultValue,
  onValueChange,
  onChange,
  min,
  max,
  disallowPast = false,
  className,
  ...props
}: DateInputProps) {
  const minValue = toDateBound(min) ?? (disallowPast ? todayDateValue() : undefined);
  const maxValue = toDateBound(max);
  // Tracked even when uncontrolled, only to style an empty field.
  const [ownValue, setOwnValue] = React.useState(defaultValue ?? '');
  const empty = (value ?? ownValue) === '';

  return (
    <Input
      type="date"
      data-slot="date-input"
      data-empty={empty || undefined}
      value={value}
      defaultValue={defaultValue}
      min={minValue}
      max={maxValue}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        setOwnValue(event.target.value);
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
      className={cn(
        'tabular-nums',
        // Empty segments ('mm/dd/yyyy') read as a placeholder, not as a value.
        'data-[empty]:text-ink-500',
        '[&::-webkit-calendar-picker-indicator]:cursor-pointer [&::-webkit-calendar-picker-indicator]:rounded-sm',
        '[&::-webkit-calendar-picker-indicator]:opacity-70 hover:[&::-webkit-calendar-picker-indicator]:opacity-100',
        '[&::-webkit-datetime-edit-fields-wrapper]:p-0',
        className,
      )}
      {...props}
    />
  );
}
