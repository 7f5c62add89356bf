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

/**
 * Several choices from a reference list (categories, spots, age groups; spec 001 §2), as a
 * group of checkboxes named by its legend. Its messages are read with the group.
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
  const firstRef = React.useRef<HTMLButtonElement | null>(null);
  React.useImperativeHandle(ref, () => ({ focus: () => firstRef.current?.focus() }), []);
  const messages = [...(error ? [error] : []), ...(serverErrors ?? [])];
  const invalid = messages.length > 0;
  const toggle = (optionId: number, checked: boolean) =>
    onChange(checked ? [...value, optionId] : value.filter((chosen) => chosen !== optionId));

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={invalid ? `${id}-errors` : undefined}
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
                ref={index === 0 ? firstRef : undefined}
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
