import * as React from 'react';
import { AlertIcon } from '../icons';
import { Label } from '../label';
import { cn } from '../lib/cn';
import { FormFieldContext, type FormFieldContextValue, joinIds } from './form-field-context';

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'id'> & {
  /** The visible label. Required: every control needs a name. */
  label: React.ReactNode;
  /** Help text under the control ('At least 10 characters.'). */
  hint?: React.ReactNode;
  /** The field's validation message. Marks the control `aria-invalid`. */
  error?: React.ReactNode;
  /** Messages the server returned for this field, listed under it. Also mark it invalid. */
  serverErrors?: readonly React.ReactNode[] | undefined;
  /** Marks the label as required and passes `required` to the control inside. */
  required?: boolean;
  /** Disables the control inside (and marks the field `data-disabled`). */
  disabled?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Hide the label visually (it stays the accessible name), e.g. a search box. */
  hideLabel?: boolean;
};

/**
 * A labelled form field: label, control, hint, error and server messages. The control
 * (Input, Textarea, Select, RadioGroup…) picks up its id, `aria-invalid` and
 * `aria-describedby` from the field, so a screen reader reads the label, the hint and
 * every error with it.
 */
export function FormField({
  label,
  hint,
  error,
  serverErrors,
  required = false,
  disabled = false,
  id,
  hideLabel = false,
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `${generatedId}-control`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const serverErrorsId = `${controlId}-server-errors`;
  const hasError = error != null && error !== false && error !== '';
  const hasServerErrors = (serverErrors?.length ?? 0) > 0;
  const invalid = hasError || hasServerErrors;

  const context = React.useMemo<FormFieldContextValue>(
    () => ({
      controlId,
      labelId,
      describedBy: joinIds(hint != null && hintId, hasError && errorId, hasServerErrors && serverErrorsId),
      invalid,
      disabled,
      required,
    }),
    [
      controlId,
      labelId,
      hint,
      hintId,
      hasError,
      errorId,
      hasServerErrors,
      serverErrorsId,
      invalid,
      disabled,
      required,
    ],
  );

  return (
    <FormFieldContext value={context}>
      <div
        data-slot="form-field"
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn('group grid min-w-0 content-start gap-1.5', className)}
        {...props}
      >
        <Label id={labelId} htmlFor={controlId} required={required} className={cn(hideLabel && 'sr-only')}>
          {label}
        </Label>
        {children}
        {hint != null && (
          <p data-slot="form-field-hint" id={hintId} className="text-[0.8125rem] leading-5 text-ink-500">
            {hint}
          </p>
        )}
        {hasError && (
          <p
            data-slot="form-field-error"
            id={errorId}
            className="flex gap-1.5 text-[0.8125rem] font-medium leading-5 text-danger-600"
          >
            <AlertIcon className="mt-0.5 size-3.5 shrink-0" />
            <span>{error}</span>
          </p>
        )}
        {hasServerErrors && (
          <ul
            data-slot="form-field-server-errors"
            id={serverErrorsId}
            className="grid gap-0.5 text-[0.8125rem] font-medium leading-5 text-danger-600"
          >
            {serverErrors?.map((message, index) => (
              // Server messages have no ids and may repeat; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="flex gap-1.5">
                <AlertIcon className="mt-0.5 size-3.5 shrink-0" />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FormFieldContext>
  );
}
