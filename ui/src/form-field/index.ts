export { FormField, type FormFieldProps } from './form-field';
export { type FormFieldContextValue, joinIds, useFormField, useFormFieldControl } from './form-field-context';
