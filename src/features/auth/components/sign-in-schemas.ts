import { loginRequestSchema, registerRequestSchema } from '@friendly/contracts/auth';
import { phoneFormSchema } from '../../../components/phone-form-schema';
import { signInRequestOf } from './sign-in-request';

/**
 * The contract's schemas of Login's and Register's form. PhoneSignInForm loads this chunk
 * (and zod) when the form is first sent; until then isSignInRequest answers for them.
 */
export const signInSchemas = {
  login: phoneFormSchema(signInRequestOf, loginRequestSchema),
  register: phoneFormSchema(signInRequestOf, registerRequestSchema),
} as const;
