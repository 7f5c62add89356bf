import type { LoginRequest } from '@friendly/contracts/auth';
import { type PhoneValue, phoneRequestOf } from '../../../components/phone-field';

export type SignInMode = 'login' | 'register';
export type SignInValues = { phone: PhoneValue };

/** The request Login and Register send for the form's values (spec 000 §7). */
export const signInRequestOf = ({ phone }: SignInValues): LoginRequest => ({
  ...phoneRequestOf(phone),
  country_id: phone.countryId ?? 0,
  role: 'host',
});
