import type { UpdatePhoneResponse } from '@friendly/contracts/auth';
import { AUTH_MESSAGES, type GetUserResponse, updatePhoneRequestSchema } from '@friendly/contracts/auth';
import { Button } from '@friendly/ui';
import * as React from 'react';
import { useCountries } from '../../../api/countries';
import { failureMessage } from '../../../api/http';
import {
  PhoneField,
  type PhoneValue,
  phoneFieldOf,
  phoneRequestOf,
  phoneValueOf,
} from '../../../components/phone-field';
import { phoneFormSchema } from '../../../components/phone-form-schema';
import { toast } from '../../../lib/toast';
import { useContractForm } from '../../../lib/use-contract-form';
import { verificationTicketFor } from '../../../lib/verification-ticket';
import { useUpdatePhone } from '../api/update-phone';

type VerificationUser = GetUserResponse['data'];
type EditPhoneValues = { phone: PhoneValue };

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
  const updatePhone = useUpdatePhone(user.slug);
  const schema = React.useMemo(
    () =>
      phoneFormSchema(
        ({ phone }: EditPhoneValues) => ({
          ...phoneRequestOf(phone),
          country_id: phone.countryId ?? 0,
          slug: user.slug,
          verification_token: verificationTicketFor(user.slug) ?? '',
          role: 'host' as const,
        }),
        updatePhoneRequestSchema,
      ),
    [user.slug],
  );
  const [defaults] = React.useState<EditPhoneValues>(() => ({ phone: phoneValueOf(user) }));
  const form = useContractForm({
    schema,
    defaultValues: defaults,
    fieldOf: phoneFieldOf,
    onSubmit: async (request) => {
      const answer = await updatePhone.trigger(request);
      toast.success(AUTH_MESSAGES.phoneUpdated);
      onUpdated(answer);
    },
    onFailure: (failure) =>
      toast.error(
        failureMessage(failure, {
          network: AUTH_MESSAGES.failedToUpdatePhone,
          fallback: AUTH_MESSAGES.failedToUpdatePhone,
        }),
      ),
  });

  const { setFocus } = form;
  React.useEffect(() => setFocus('phone'), [setFocus]);

  return (
    <form
      noValidate
      aria-label="Edit phone number"
      onSubmit={(event) => {
        // Until the country list arrives the chosen country is unknown, not missing.
        if (form.busy || countriesLoading) event.preventDefault();
        else if (!verificationTicketFor(user.slug)) {
          // The ticket of this sign-in expired: only a fresh login may change the number.
          event.preventDefault();
          toast.error(AUTH_MESSAGES.verificationExpired);
        } else void form.submit(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && !form.busy) onCancel();
      }}
      className="grid gap-4 rounded-xl border border-ink-200 bg-ink-50 p-4"
    >
      <PhoneField
        form={form}
        name="phone"
        label="New phone number"
        countries={countries}
        autoComplete="tel-national"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.busy} busyLabel="Updating...">
          Update &amp; Resend OTP
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
