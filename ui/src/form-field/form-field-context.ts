import * as React from 'react';

export type FormFieldContextValue = {
  /** The id the field's control must carry; the label points at it. */
  controlId: string;
  labelId: string;
  /** Space-separated ids of the hint and any error messages, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  required: boolean;
};

export const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

/**
 * The surrounding `FormField`'s ids and state, or `null` outside one. Composite inputs
 * (a phone input with a country picker, say) use it to wire their own parts.
 */
export function useFormField() {
  return React.useContext(FormFieldContext);
}

type ControlProps = {
  id?: string | undefined;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-describedby'?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
};

/** Joins id lists, dropping empty parts; `undefined` when nothing is left. */
export function joinIds(...ids: Array<string | undefined | false | null>) {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The attributes a control needs to belong to its `FormField`: its id, `aria-invalid`,
 * `aria-describedby` (the control's own ids first), `required` and `disabled`. What the
 * control sets itself wins; outside a field the control's own props come back unchanged.
 */
export function useFormFieldControl<P extends ControlProps>(props: P): ControlProps {
  const field = useFormField();
  if (!field) return {};
  return {
    id: props.id ?? field.controlId,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-describedby': joinIds(props['aria-describedby'], field.describedBy),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
