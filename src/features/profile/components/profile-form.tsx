import type { UserProfile } from '@friendly/contracts/auth';
import { PROFILE_PHOTO_RULES } from '@friendly/contracts/images';
import { type CompleteProfileResponse, PROFILE_MESSAGES } from '@friendly/contracts/profile';
import {
  Button,
  type Country,
  FormField,
  ImageInput,
  Input,
  type PlacesSource,
  Textarea,
} from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { failureMessage } from '../../../api/http';
import { PhoneField, phoneValueOf } from '../../../components/phone-field';
import { PlaceField } from '../../../components/place-field';
import { mediaUrl } from '../../../lib/media';
import { toast } from '../../../lib/toast';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCompleteProfile } from '../api/complete-profile';
import {
  fieldOf,
  initialValues,
  type ProfileField,
  profileFormSchema,
  toFormData,
} from '../profile-form-logic';
import { PhoneChangeDialog } from './phone-change-dialog';

export type ProfileFormProps = {
  /** 'complete': Complete Host Profile; 'update': My Profile, which adds the email. */
  mode: 'complete' | 'update';
  user: UserProfile;
  countries: readonly Country[];
  placesSource: PlacesSource;
  placesAttribution?: React.ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** After a successful save that did not change the phone number. */
  onSaved: (answer: CompleteProfileResponse) => void;
};

/**
 * The host profile form shared by Complete Host Profile and My Profile (spec 000 §2.10,
 * §2.11, §5): photo, name, (email), phone with country, city from the place suggestions,
 * bio. Checked on submit with the contract's rules; errors show after the first attempt
 * and then follow the typing; the server's field errors sit under their field until it
 * is edited. A new number for a verified host waits for its code (docs/decisions/060).
 */
export function ProfileForm({
  mode,
  user,
  countries,
  placesSource,
  placesAttribution,
  submitLabel,
  busyLabel,
  onSaved,
}: ProfileFormProps) {
  const save = useCompleteProfile();
  const emailRequired = mode === 'update';
  const schema = React.useMemo(() => profileFormSchema({ emailRequired }), [emailRequired]);
  const [defaults] = React.useState(() => initialValues(user));
  const ids = React.useId();
  // A new number waits for its code (docs/decisions/060): the dialog asks for it.
  const [pendingPhone, setPendingPhone] = React.useState(user.pending_phone);
  const [phoneDialog, setPhoneDialog] = React.useState<{ open: boolean; retryAfter: number | null }>({
    open: false,
    retryAfter: null,
  });

  const form = useContractForm({
    schema,
    defaultValues: defaults,
    fieldOf,
    onSubmit: async (data) => {
      const photo = form.getValues('profile_photo');
      const answer = await save.trigger(toFormData(data, { includeEmail: emailRequired, photo }));
      form.reset(initialValues(answer.user));
      setPendingPhone(answer.user.pending_phone);
      if (answer.phone_verification_required) {
        // The rest is saved; the number changes once its code is entered.
        toast.success(answer.message);
        setPhoneDialog({ open: true, retryAfter: answer.retry_after });
        return;
      }
      onSaved(answer);
    },
    onInvalid: () => toast.error(PROFILE_MESSAGES.fixValidationErrors),
    onFailure: (error) =>
      toast.error(
        failureMessage(error, mode === 'update' ? { fallback: PROFILE_MESSAGES.unexpected } : undefined),
      ),
  });

  // The stored profile shows at once; its fresh copy replaces it until the host edits.
  const { reset, formState } = form;
  React.useEffect(() => {
    if (!formState.isDirty) reset(initialValues(user));
  }, [user, reset, formState.isDirty]);

  const fieldProps = (field: ProfileField) => ({ ...form.fieldState(field), required: true });

  return (
    <>
      <form
        noValidate
        aria-labelledby={`${ids}-title`}
        onSubmit={form.submit}
        className="grid gap-6"
        data-testid="profile-form"
      >
        <h2 id={`${ids}-title`} className="sr-only">
          {mode === 'update' ? 'Edit your profile' : 'Your host profile'}
        </h2>
        <Controller
          control={form.control}
          name="profile_photo"
          render={({ field }) => (
            <FormField label="Profile photo">
              <div
                className="contents"
                ref={(node) => {
                  // Focusing the field (a server error on the photo) means its button.
                  field.ref(node && { focus: () => node.querySelector<HTMLElement>('button')?.focus() });
                }}
              >
                <ImageInput
                  variant="avatar"
                  {...PROFILE_PHOTO_RULES}
                  src={mediaUrl(user.profile_photo)}
                  value={field.value}
                  onValueChange={field.onChange}
                  onReject={(rejected) => {
                    if (rejected.length > 0) form.clearErrors('profile_photo');
                  }}
                  error={form.fieldState('profile_photo').serverErrors?.join(' ')}
                  disabled={form.busy}
                />
              </div>
            </FormField>
          )}
        />
        <FormField label="What should we call you?" {...fieldProps('name')}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        {mode === 'update' && (
          <FormField label="Email" {...fieldProps('email')}>
            <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
          </FormField>
        )}
        <PhoneField
          form={form}
          name="phone"
          label="Phone number"
          countries={countries}
          autoComplete="tel-national"
        />
        {pendingPhone && (
          <div
            className="-mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-warning-100 bg-warning-50 px-3 py-2 text-sm text-ink-700"
            data-testid="pending-phone-notice"
          >
            <p>
              Waiting for the code sent to{' '}
              <span className="font-semibold whitespace-nowrap">
                {pendingPhone.country_code} {pendingPhone.phone}
              </span>
            </p>
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() => setPhoneDialog({ open: true, retryAfter: null })}
            >
              Enter code
            </Button>
          </div>
        )}
        <PlaceField
          form={form}
          name="location"
          label="What city are you currently based in?"
          placeholder="Start typing your city"
          listLabel="City suggestions"
          source={placesSource}
          attribution={placesAttribution}
          withCity
        />
        <FormField
          label="Let us know more about you"
          hint="At least 10 characters: what you like to host and who you would love to meet."
          {...fieldProps('bio')}
        >
          <Textarea rows={5} {...form.register('bio')} />
        </FormField>
        <div className="pt-1">
          <Button type="submit" size="lg" busy={form.busy} busyLabel={busyLabel} className="w-full sm:w-auto">
            {submitLabel}
          </Button>
        </div>
      </form>
      {/* Outside the form: a portal's events still bubble through the React tree. */}
      {pendingPhone && phoneDialog.open && (
        <PhoneChangeDialog
          pending={pendingPhone}
          open
          retryAfter={phoneDialog.retryAfter}
          onOpenChange={(open) => setPhoneDialog((current) => ({ ...current, open }))}
          onSettled={(settled) => {
            setPendingPhone(settled.pending_phone);
            setPhoneDialog({ open: false, retryAfter: null });
            form.resetField('phone', { defaultValue: phoneValueOf(settled) });
          }}
        />
      )}
    </>
  );
}
