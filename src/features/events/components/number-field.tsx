import { FormField, Input } from '@friendly/ui';
import type * as React from 'react';
import { Controller } from 'react-hook-form';
import type { ContractForm } from '../../../lib/use-contract-form';
import type { EventFormField, EventFormValues } from '../event-form-logic';

/** The event form's fields that hold a number as typed (a string until the schema reads it). */
type NumberFieldName = Extract<
  EventFormField,
  'price' | 'discount_amount' | 'capacity' | 'min_guests' | 'decision_hours_before'
>;

/**
 * A labelled number input of the event form (price, discount, capacity, the go/no-go's
 * minimum and hours), bound to its field: the value stays the text typed, which the
 * contract's schema reads and checks.
 */
export function NumberField<TOutput>({
  form,
  name,
  label,
  required,
  hint,
  disabled,
  inputMode,
  min,
  max,
  step,
}: {
  form: ContractForm<EventFormValues, TOutput>;
  name: NumberFieldName;
  label: React.ReactNode;
  required?: boolean;
  hint?: React.ReactNode;
  disabled?: boolean;
  inputMode: 'decimal' | 'numeric';
  min: number;
  max?: number;
  step: number;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label} required={required} hint={hint} {...form.fieldState(name)}>
          <Input
            ref={field.ref}
            type="number"
            inputMode={inputMode}
            min={min}
            max={max}
            step={step}
            disabled={disabled}
            value={field.value}
            onChange={(change) => field.onChange(change.target.value)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}
