import type { CodeSentResponse, LoginRequest } from '@friendly/contracts/auth';
import { AUTH_MESSAGES } from '@friendly/contracts/auth-messages';
import { GENERIC_MESSAGES, TIMINGS } from '@friendly/contracts/constants';
import { isSignInRequest } from '@friendly/contracts/sign-in-check';
import { Button } from '@friendly/ui';
import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useCountries } from '../../../api/countries';
import { failureMessage } from '../../../api/http';
import { emptyPhone, PhoneField, phoneFieldOf } from '../../../components/phone-field';
import { verificationPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useContractForm } from '../../../lib/use-contract-form';
import { saveVerificationTicket } from '../../../lib/verification-ticket';
import { type SignInMode, type SignInValues, signInRequestOf } from './sign-in-request';

type Mode = SignInMode;

// The contract's schemas (and zod) load when the form is first sent; until then the
// button's state comes from isSignInRequest, which answers as they do (docs/FIRST-LOAD.md).
// One loader per mode, so the form layer keeps the schema it loaded.
const loadSchema = {
  login: () => import('./sign-in-schemas').then((module) => module.signInSchemas.login),
  register: () => import('./sign-in-schemas').then((module) => module.signInSchemas.register),
} as const;
const redirectDelayFor = {
  login: TIMINGS.redirectAfterLoginMs,
  register: TIMINGS.redirectAfterSignUpMs,
} as const;
// Login names its own network text (spec 000 §8); sign-up uses the generic one.
const networkTextFor = { login: GENERIC_MESSAGES.networkOccurred, register: GENERIC_MESSAGES.network };
const DEFAULTS: SignInValues = { phone: emptyPhone };

/**
 * The phone form of Login and Register (spec 000 §2.8, §5, §8): country selector with
 * Australia preselected, phone, 'Continue' ('Sending OTP...' while sending). The button is
 * marked disabled while the form is invalid; trying it anyway (click or Enter) shows the
 * field messages, toasts 'Please fix the validation errors above.' and focuses the field.
 */
export function PhoneSignInForm({
  mode,
  send,
}: {
  mode: Mode;
  send: (request: LoginRequest) => Promise<CodeSentResponse>;
}) {
  const navigate = useNavigate();
  const { countries, error: countriesError, isLoading: countriesLoading } = useCountries();
  const [redirecting, setRedirecting] = React.useState(false);
  const redirectTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const form = useContractForm({
    schema: loadSchema[mode],
    defaultValues: DEFAULTS,
    fieldOf: phoneFieldOf,
    onSubmit: async (request) => {
      // Only digits are sent as the phone (spec 000 §5): the contract's output.
      const answer = await send(request);
      saveVerificationTicket(answer.user_slug, answer.verification_token, answer.verification_expires_at);
      toast.success(answer.message);
      setRedirecting(true);
      redirectTimer.current = setTimeout(
        () => navigate(verificationPath(answer.user_slug)),
        redirectDelayFor[mode],
      );
    },
    onInvalid: () => toast.error(AUTH_MESSAGES.fixValidationErrors),
    onFailure: (error) => toast.error(failureMessage(error, { network: networkTextFor[mode] })),
  });
  const sending = form.busy || redirecting;
  const invalid = !isSignInRequest(signInRequestOf(form.watch()));

  return (
    <form
      noValidate
      aria-label={mode === 'login' ? 'Log in' : 'Sign up'}
      onSubmit={(event) => {
        // Until the country list arrives (Australia is then preselected) nothing is missing yet.
        if (sending || countriesLoading) event.preventDefault();
        else void form.submit(event);
      }}
      className="grid gap-6"
    >
      <PhoneField
        form={form}
        name="phone"
        label="Phone number"
        hint={countriesError ? 'Countries could not be loaded. Please reload the page.' : undefined}
        countries={countries}
        autoComplete="tel-national"
        placeholder="412 345 678"
      />
      <Button
        type="submit"
        block
        size="lg"
        busy={sending}
        busyLabel="Sending OTP..."
        aria-disabled={invalid || sending || undefined}
      >
        Continue
      </Button>
    </form>
  );
}
