import { Checkbox, Label } from '@friendly/ui';
import * as React from 'react';

export type TagOption = { id: number; name: string; image?: string | null };

export type TagPickerProps = {
  legend: string;
  options: readonly TagOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  serverErrors?: readonly string[] | undefined;
  disabled?: boolean;
  /** Focus target of the form's "first invalid field" (its first checkbox). */
  ref?: React.Ref<{ focus: () => void }>;
};

/** The arrow keys' moves between a group's boxes, wrapping at the ends (WAI-ARIA APG toolbar). */
const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowDown: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  ArrowUp: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * Several choices from a reference list (categories, spots, age groups; spec 001 §2), as a
 * group of checkboxes named by its legend. Its messages are read with the group.
 *
 * The group is one Tab stop (a roving tab index, as the WAI-ARIA APG composites): Tab
 * enters at the box last visited (the first, at first), the arrow keys, Home and End move
 * between boxes, Space ticks one. A form of three groups of a dozen tags is three stops,
 * not thirty-six (docs/decisions/088).
 */
export function TagPicker({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  serverErrors,
  disabled,
  ref,
}: TagPickerProps) {
  const id = React.useId();
  const boxes = React.useRef<(HTMLButtonElement | null)[]>([]);
  // The box Tab enters the group at: the last one that had the focus.
  const [current, setCurrent] = React.useState(0);
  const tabStop = Math.min(current, Math.max(options.length - 1, 0));
  React.useImperativeHandle(ref, () => ({ focus: () => boxes.current[0]?.focus() }), []);
  const move = (event: React.KeyboardEvent, index: number) => {
    const to = MOVES[event.key]?.(index, options.length - 1);
    if (to === undefined) return;
    event.preventDefault();
    boxes.current[to]?.focus();
  };
  const messages = [...(error ? [error] : []), ...(serverErrors ?? [])];
  const invalid = messages.length > 0;
  const toggle = (optionId: number, checked: boolean) =>
    onChange(checked ? [...value, optionId] : value.filter((chosen) => chosen !== optionId));

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={[`${id}-keys`, invalid ? `${id}-errors` : null].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      data-invalid={invalid || undefined}
    >
      <legend className="mb-2 font-medium text-ink-800 text-sm">
        {legend}
        <span aria-hidden="true" className="text-danger-600">
          {' '}
          *
        </span>
      </legend>
      <p id={`${id}-keys`} className="sr-only">
        Arrow keys move between the choices, Space selects.
      </p>
      <ul className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const optionId = `${id}-${option.id}`;
          const checked = value.includes(option.id);
          return (
            <li
              key={option.id}
              data-checked={checked || undefined}
              className="flex items-center gap-2 rounded-pill border border-ink-200 bg-white py-1.5 pr-3 pl-2 data-[checked]:border-brand-500 data-[checked]:bg-brand-50"
            >
              <Checkbox
                id={optionId}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setCurrent(index)}
                onKeyDown={(event) => move(event, index)}
                checked={checked}
                disabled={disabled}
                aria-invalid={invalid || undefined}
                onCheckedChange={(next) => toggle(option.id, next === true)}
                onBlur={onBlur}
              />
              {option.image ? (
                <img src={option.image} alt="" className="size-5 shrink-0" width={20} height={20} />
              ) : null}
              <Label htmlFor={optionId} className="cursor-pointer font-normal text-ink-800">
                {option.name}
              </Label>
            </li>
          );
        })}
      </ul>
      {invalid && (
        <ul
          id={`${id}-errors`}
          className="grid gap-0.5 font-medium text-[0.8125rem] text-danger-600 leading-5"
        >
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
