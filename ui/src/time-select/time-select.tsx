import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValue,
} from '../select';

/** One choice: the stored value ('13:30') and the text people read ('1:30 PM'). */
export type TimeSelectOption = {
  value: string;
  label: string;
  /** Shown but not choosable (an end time at or before the start). */
  disabled?: boolean;
};

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
  /**
   * The times to choose from, in order. The rules (which step, which times are disabled,
   * how they read) belong to the caller, which builds the list from its own rules. Include a
   * stored value that is off the usual steps, so it shows.
   */
  options: readonly TimeSelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Submits the 'HH:MM' value under this name with a surrounding form. */
  name?: string;
  /** A surrounding form refuses to submit without a time. */
  required?: boolean;
  /** Whether the list is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the list starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/**
 * A time of day from a list of `options`, e.g. every 30 minutes read in 12-hour form
 * ('12:00 AM' … '11:30 PM') and stored as 24-hour 'HH:MM'. Options marked `disabled` (an
 * end time at or before the start) are shown but cannot be chosen. Put it in a
 * `FormField` ('Start time', 'End time') for its label and error.
 */
export function TimeSelect({
  value,
  defaultValue,
  onValueChange,
  options,
  placeholder = 'Select time',
  name,
  required,
  disabled,
  open,
  defaultOpen,
  onOpenChange,
  ...triggerProps
}: TimeSelectProps) {
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
