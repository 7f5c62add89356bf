import {
  AUTH_MESSAGES,
  type CodeSentResponse,
  GENERIC_MESSAGES,
  type LoginRequest,
  loginRequestSchema,
  registerRequestSchema,
  TIMINGS,
} from '@friendly/contracts';
import { Button, type Country, CountryPhoneInput, FormField, toast } from '@friendly/ui';
import * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useCountries } from '../../../api/countries';
import { ApiRequestError, type FieldErrors, failureMessage } from '../../../api/http';
import { saveVerificationTicket } from '../../../lib/verification-ticket';

type Mode = 'login' | 'register';

const schemaFor = { login: loginRequestSchema, register: registerRequestSchema } as const;
const redirectDelayFor = {
  login: TIMINGS.redirectAfterLoginMs,
  register: TIMINGS.redirectAfterSignUpMs,
} as const;
// Login names its own network text (spec 000 §8); sign-up uses the generic one.
const networkTextFor = { login: GENERIC_MESSAGES.networkOccurred, register: GENERIC_MESSAGES.network };
const countryFields = ['country_code', 'country_id', 'iso_code'] as const;

/** The first message the contract's schema gives for the country and for the phone. */
function validate(mode: Mode, request: LoginRequest) {
  const result = schemaFor[mode].safeParse(request);
  if (result.success) return { country: undefined, phone: undefined };
  const messageFor = (fields: readonly string[]) =>
    result.error.issues.find((issue) => fields.includes(String(issue.path[0])))?.message;
  return { country: messageFor(countryFields), phone: messageFor(['phone']) };
}

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
  const [country, setCountry] = React.useState<Country | null>(null);
  const [phone, setPhone] = React.useState('');
  const [attempted, setAttempted] = React.useState(false);
  const [sending, setSending] = React.useState(false);
  const [serverErrors, setServerErrors] = React.useState<FieldErrors | null>(null);
  const phoneInput = React.useRef<HTMLInputElement>(null);
  const redirectTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const request: LoginRequest = {
    country_code: country?.isd_code ?? '',
    phone,
    role: 'host',
    country_id: country?.id ?? 0,
    iso_code: country?.code,
  };
  const errors = validate(mode, request);
  const invalid = Boolean(errors.country || errors.phone);
  const shownError = attempted ? (errors.country ?? errors.phone) : undefined;
  const fieldServerErrors = serverErrors
    ? [...countryFields, 'phone'].flatMap((field) => serverErrors[field] ?? [])
    : undefined;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Until the country list arrives (Australia is then preselected) nothing is missing yet.
    if (sending || countriesLoading) return;
    setAttempted(true);
    if (invalid) {
      toast.error(AUTH_MESSAGES.fixValidationErrors);
      phoneInput.current?.focus();
      return;
    }
    setSending(true);
    setServerErrors(null);
    try {
      // Only digits are sent as the phone (spec 000 §5).
      const parsed = schemaFor[mode].parse(request);
      const answer = await send(parsed);
      saveVerificationTicket(answer.user_slug, answer.verification_token, answer.verification_expires_at);
      toast.success(answer.message);
      redirectTimer.current = setTimeout(
        () => navigate(`/verification/${encodeURIComponent(answer.user_slug)}`),
        redirectDelayFor[mode],
      );
    } catch (error) {
      setSending(false);
      if (error instanceof ApiRequestError && error.fieldErrors) {
        setServerErrors(error.fieldErrors);
        phoneInput.current?.focus();
      }
      toast.error(failureMessage(error, { network: networkTextFor[mode] }));
    }
  }

  return (
    <form
      noValidate
      aria-label={mode === 'login' ? 'Log in' : 'Sign up'}
      onSubmit={onSubmit}
      className="grid gap-6"
    >
      <FormField
        label="Phone number"
        hint={countriesError ? 'Countries could not be loaded. Please reload the page.' : undefined}
        error={shownError}
        serverErrors={fieldServerErrors}
        required
      >
        <CountryPhoneInput
          ref={phoneInput}
          countries={countries}
          countryId={country?.id}
          onCountryChange={(next) => {
            setCountry(next);
            setServerErrors(null);
          }}
          value={phone}
          onValueChange={(next) => {
            setPhone(next);
            setServerErrors(null);
          }}
          autoComplete="tel-national"
          placeholder="412 345 678"
        />
      </FormField>
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
