import { GENERIC_MESSAGES } from './constants';

// Without zod, so that Login's and Register's forms can word their messages before zod
// has loaded (docs/FIRST-LOAD.md); auth.ts re-exports it.
/** Exact client-facing messages for sign-up, login and verification (spec 000 §5, §8). */
export const AUTH_MESSAGES = {
  selectCountryCode: 'Please select a country code.',
  loginPhoneRequired: 'Phone number is required.',
  loginPhoneInvalid: 'Please enter a valid phone number (6-15 digits).',
  registerPhoneRequired: 'Please enter a phone number.',
  registerPhoneInvalid: 'Please enter a valid phone number.',
  fixValidationErrors: GENERIC_MESSAGES.fixValidationErrors,
  otpIncomplete: 'Please enter the complete 6-digit verification code',
  phoneNotFound: 'Phone number not found',
  newPhoneRequired: 'Phone number is required.',
  newPhoneInvalid: 'Please enter a valid phone number.',
  selectCountry: 'Please select a country',
  invalidCountry: 'Invalid country selection',
  invalidVerificationLink: 'Invalid verification link',
  userNotFound: 'User not found',
  failedToLoadUser: 'Failed to load user data',
  failedToUpdatePhone: 'Failed to update phone number. Please try again.',
  phoneUpdated: 'Phone number updated and OTP sent',
  // Ours: the spec leaves these server answers unwritten (docs/decisions/011, 012).
  invalidRole: 'Please sign up as a host or as a guest.',
  accountExists: 'An account with this phone number already exists. Please log in instead.',
  noAccount: 'No account found with this phone number. Please create an account first.',
  phoneTaken: 'This phone number is already registered with another account.',
  phoneAlreadyVerified: 'Your phone number is already verified and cannot be changed here.',
  codeSent: 'We sent a 6-digit code to your phone.',
  codeStillValid: 'We sent you a code less than a minute ago. Enter it, or request a new one shortly.',
  codeResent: 'A new code has been sent to your phone.',
  codeIncorrect: 'The code you entered is incorrect.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeAttemptsExhausted: 'Too many incorrect attempts. Please request a new code.',
  verified: 'Your phone number has been verified.',
  tokenValid: 'Token is valid.',
  loggedOut: 'You have been logged out.',
  // Ours (docs/decisions/060).
  verificationExpired: 'This verification session has expired. Please log in again to change the number.',
  phoneChangeCodeSent: 'We sent a code to your new number. Enter it to finish the change.',
  phoneChanged: 'Your phone number has been changed.',
  phoneChangeCancelled: 'The phone number change was cancelled.',
  noPendingPhoneChange: 'There is no phone number change waiting for a code.',
  // Ours (docs/decisions/079): one account, one role.
  hostAccount: 'This phone number belongs to a host account. Please sign in to the Friendly Host web app.',
  guestAccount:
    'This phone number belongs to a guest account. Please sign in with the Friendly Host guest app.',
  hostsOnly: 'Only hosts can do this. Please sign in with a host account.',
  guestsOnly: 'Only guests can do this. Please sign in with a guest account.',
} as const;
