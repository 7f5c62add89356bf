import type { UpdatePhoneResponse } from '@friendly/contracts';
import { AUTH_MESSAGES, type GetUserResponse, updatePhoneRequestSchema } from '@friendly/contracts';
import { Button, type Country, CountryPhoneInput, FormField, toast } from '@friendly/ui';
import * as React from 'react';
import { useCountries } from '../../../api/countries';
import { ApiRequestError, type FieldErrors, failureMessage } from '../../../api/http';
import { verificationTicketFor } from '../../../lib/verification-ticket';
import { useUpdatePhone } from '../api/update-phone';

type VerificationUser = GetUserResponse['data'];

const countryFields = ['country_code', 'country_id', 'iso_code'] as const;

/**
 * The inline edit-phone form of Verification (spec 000 §2.9, §5): country, phone,
 * 'Update & Resend OTP' and 'Cancel'. A new code goes to the new number.
 */
export function EditPhoneForm({
  user,
  onUpdated,
  onCancel,
}: {
  user: VerificationUser;
  onUpdated: (answer: UpdatePhoneResponse) => void;
  onCancel: () => void;
}) {
  const { countries, isLoading: countriesLoading } = useCountries();
  const updatePhone = useUpdatePhone();
  const [countryId, setCountryId] = React.useState<Country['id'] | null>(user.country_id);
  const [phone, setPhone] = React.useState(user.phone);
  const [attempted, setAttempted] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [serverErrors, setServerErrors] = React.useState<FieldErrors | null>(null);
  const phoneInput = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => phoneInput.current?.focus(), []);

  const country: Country | undefined = countries.find((candidate) => candidate.id === countryId);
  const request = {
    slug: user.slug,
    verification_token: verificationTicketFor(user.slug) ?? '',
    phone,
    country_code: country?.isd_code ?? '',
    country_id: country ? Number(country.id) : 0,
    iso_code: country?.code,
    role: 'host' as const,
  };
  const result = updatePhoneRequestSchema.safeParse(request);
  const messageFor = (fields: readonly string[]) =>
    result.success
      ? undefined
      : result.error.issues.find((issue) => fields.includes(String(issue.path[0])))?.message;
  const error = attempted ? (messageFor(countryFields) ?? messageFor(['phone'])) : undefined;
  const fieldServerErrors = serverErrors
    ? [...countryFields, 'phone'].flatMap((field) => serverErrors[field] ?? [])
    : undefined;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Until the country list arrives the chosen country is unknown, not missing.
    if (saving || countriesLoading) return;
    setAttempted(true);
    if (!request.verification_token) {
      // The ticket of this sign-in expired: only a fresh login may change the number.
      toast.error(AUTH_MESSAGES.verificationExpired);
      return;
    }
    if (!result.success) {
      phoneInput.current?.focus();
      return;
    }
    setSaving(true);
    setServerErrors(null);
    try {
      const answer = await updatePhone({ ...result.data, slug: user.slug });
      toast.success(AUTH_MESSAGES.phoneUpdated);
      onUpdated(answer);
    } catch (failure) {
      setSaving(false);
      if (failure instanceof ApiRequestError && failure.fieldErrors) {
        setServerErrors(failure.fieldErrors);
        phoneInput.current?.focus();
      }
      toast.error(
        failureMessage(failure, {
          network: AUTH_MESSAGES.failedToUpdatePhone,
          fallback: AUTH_MESSAGES.failedToUpdatePhone,
        }),
      );
    }
  }

  return (
    <form
      noValidate
      aria-label="Edit phone number"
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !saving) onCancel();
      }}
      className="grid gap-4 rounded-xl border border-ink-200 bg-ink-50 p-4"
    >
      <FormField label="New phone number" error={error} serverErrors={fieldServerErrors} required>
        <CountryPhoneInput
          ref={phoneInput}
          countries={countries}
          countryId={countryId ?? undefined}
          onCountryChange={(next) => {
            setCountryId(next.id);
            setServerErrors(null);
          }}
          value={phone}
          onValueChange={(next) => {
            setPhone(next);
            setServerErrors(null);
          }}
          autoComplete="tel-national"
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={saving} busyLabel="Updating...">
          Update &amp; Resend OTP
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
