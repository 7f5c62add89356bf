import { z } from 'zod';
import type { PhoneValue } from './phone-field';

// Apart from phone-field.tsx, which draws the field without zod: Login and Register load
// their schema only when the form is first sent (docs/FIRST-LOAD.md).

/**
 * The schema of a form whose `phone` field holds a PhoneValue and whose request is
 * `requestOf(values)`: the contract's messages land on the phone field.
 */
export function phoneFormSchema<TValues extends { phone: PhoneValue }, TRequest extends z.ZodType>(
  requestOf: (values: TValues) => z.input<TRequest>,
  requestSchema: TRequest,
): z.ZodType<z.output<TRequest>, TValues> {
  return z
    .custom<TValues>()
    .transform(requestOf)
    .pipe(requestSchema as never) as unknown as z.ZodType<z.output<TRequest>, TValues>;
}
