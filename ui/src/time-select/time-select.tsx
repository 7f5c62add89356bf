import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValue,
} from '../select';
import { buildTimeOptions, parseTimeValue, timeLabel } from './time-options';

export type TimeSelectProps = Omit<
  SelectTriggerProps,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'dir'
> & {
  /** The chosen time as 24-hour 'HH:MM' (controlled); `''` for none. */
  value?: string;
  /** The starting time when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen 'HH:MM'. */
  onValueChange?: (value: string) => void;
  /** Disable every option at or before this 'HH:MM' (an end time after the start time). */
  after?: string | null;
  /** Minutes between options; the spec's event form uses 30. */
  stepMinutes?: number;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Submits the 'HH:MM' value under this name with a surrounding form. */
  name?: string;
  required?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A time of day from a list every 30 minutes, read in 12-hour form ('12:00 AM' … '11:30
 * PM') and stored as 24-hour 'HH:MM'. For an end time pass the start as `after`: times
 * at or before it are shown but cannot be chosen. Put it in a `FormField` ('Start time',
 * 'End time') for its label and error. A stored time between steps (e.g. '10:15') still
 * shows and stays chosen.
 */
export function TimeSelect({
  value,
  defaultValue,
  onValueChange,
  after,
  stepMinutes = 30,
  placeholder = 'Select time',
  name,
  required,
  disabled,
  open,
  defaultOpen,
  onOpenChange,
  ...triggerProps
}: TimeSelectProps) {
  const options = buildTimeOptions({ stepMinutes, after });
  // A stored time that is not on the grid is added, so the trigger can still show it.
  const current = value ?? defaultValue;
  if (current && parseTimeValue(current) != null && !options.some((option) => option.value === current)) {
    const afterMinutes = parseTimeValue(after);
    const minutes = parseTimeValue(current)!;
    options.push({
      value: current,
      label: timeLabel(current)!,
      disabled: afterMinutes != null && minutes <= afterMinutes,
    });
    options.sort((a, b) => a.value.localeCompare(b.value));
  }

  return (
    <Select
      // Radix treats `undefined` as uncontrolled; keep `''` (nothing chosen) controlled.
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onValueChange={onValueChange}
      name={name}
      required={required}
      disabled={disabled}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger data-slot="time-select" disabled={disabled} {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent data-slot="time-select-content">
        {options.map((option) => (
          <SelectItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            data-slot="time-select-option"
            className="tabular-nums"
          >
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
