import { type CompleteProfileResponse, PROFILE_MESSAGES, type UserProfile } from '@friendly/contracts';
import {
  Button,
  type Country,
  CountryPhoneInput,
  FormField,
  ImageInput,
  Input,
  PlaceAutocomplete,
  type PlaceSelection,
  type PlacesSource,
  preloadCountryFlags,
  Textarea,
  toast,
} from '@friendly/ui';
import * as React from 'react';
import { ApiRequestError, type FieldErrors, failureMessage } from '../../../api/http';
import { mediaUrl } from '../../../lib/media';
import { useCompleteProfile } from '../api/complete-profile';
import {
  fieldOf,
  initialValues,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  toFormData,
  validateProfile,
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

type ServerErrors = Partial<Record<ProfileField, string[]>>;

function groupServerErrors(errors: FieldErrors): ServerErrors {
  const grouped: ServerErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = fieldOf(key);
    if (field) grouped[field] = [...(grouped[field] ?? []), ...messages];
  }
  return grouped;
}

/**
 * The host profile form shared by Complete Host Profile and My Profile (spec 000 §2.10,
 * §2.11, §5): photo, name, (email), phone with country, city from the place suggestions,
 * bio. Checked on submit with the contract's rules; errors show after the first attempt
 * and then follow the typing; the server's field errors sit under their field until it
 * is edited. A changed phone number ends the session and opens Verification.
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
  const [values, setValues] = React.useState<ProfileValues>(() => initialValues(user));
  const [photo, setPhoto] = React.useState<File | null>(null);
  const [attempted, setAttempted] = React.useState(false);
  const [serverErrors, setServerErrors] = React.useState<ServerErrors>({});
  const [busy, setBusy] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const ids = React.useId();
  // A new number waits for its code (docs/decisions/060): the dialog asks for it.
  const [pendingPhone, setPendingPhone] = React.useState(user.pending_phone);
  const [phoneDialog, setPhoneDialog] = React.useState<{ open: boolean; retryAfter: number | null }>({
    open: false,
    retryAfter: null,
  });

  React.useEffect(() => {
    void preloadCountryFlags();
  }, []);

  const focusAfterRender = React.useRef<ProfileField | null>(null);
  React.useEffect(() => {
    const field = focusAfterRender.current;
    if (!field || busy) return;
    focusAfterRender.current = null;
    focusField(field);
  });

  const { errors } = validateProfile(values, { emailRequired });
  const shownErrors = attempted ? errors : {};

  const clearServerError = (field: ProfileField) =>
    setServerErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const update = (field: ProfileField, patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    clearServerError(field);
  };

  const focusField = (field: ProfileField) => {
    const form = formRef.current;
    if (!form) return;
    const target =
      field === 'profile_photo'
        ? form.querySelector<HTMLElement>('[data-slot="image-input"] button')
        : form.querySelector<HTMLElement>(`[name="${field}"]`);
    target?.focus();
  };

  const onCountryChange = (country: Country) =>
    update('phone', {
      countryId: typeof country.id === 'number' ? country.id : Number(country.id),
      countryCode: country.isd_code,
      isoCode: country.code,
    });

  const onPlaceChange = (place: PlaceSelection | null) => {
    // Typed text without a chosen suggestion has no coordinates (spec 000 §4).
    if (!place) {
      setValues((current) => ({ ...current, latitude: null, longitude: null, city: '' }));
      return;
    }
    update('location', {
      location: place.formattedAddress,
      city: place.addressParts.city ?? '',
      latitude: place.latitude,
      longitude: place.longitude,
    });
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const { data, errors: invalid } = validateProfile(values, { emailRequired });
    if (!data) {
      toast.error(PROFILE_MESSAGES.fixValidationErrors);
      const firstInvalid = PROFILE_FIELDS.find((field) => invalid[field]);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setBusy(true);
    try {
      const answer = await save(toFormData(data, { includeEmail: emailRequired, photo }));
      setBusy(false);
      setPhoto(null);
      setServerErrors({});
      setAttempted(false);
      setValues(initialValues(answer.user));
      setPendingPhone(answer.user.pending_phone);
      if (answer.phone_verification_required) {
        // The rest is saved; the number changes once its code is entered.
        toast.success(answer.message);
        setPhoneDialog({ open: true, retryAfter: answer.retry_after });
        return;
      }
      onSaved(answer);
    } catch (error) {
      setBusy(false);
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : null;
      if (fieldErrors) {
        const grouped = groupServerErrors(fieldErrors);
        setServerErrors(grouped);
        // Focus once the fields are enabled again (they are disabled while saving).
        focusAfterRender.current = PROFILE_FIELDS.find((field) => grouped[field]) ?? null;
      }
      toast.error(
        failureMessage(error, mode === 'update' ? { fallback: PROFILE_MESSAGES.unexpected } : undefined),
      );
    }
  }

  const fieldProps = (field: ProfileField) => ({
    error: shownErrors[field],
    serverErrors: serverErrors[field],
    required: true,
  });

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={`${ids}-title`}
        onSubmit={submit}
        className="grid gap-6"
        data-testid="profile-form"
      >
        <h2 id={`${ids}-title`} className="sr-only">
          {mode === 'update' ? 'Edit your profile' : 'Your host profile'}
        </h2>
        <FormField label="Profile photo">
          <ImageInput
            variant="avatar"
            src={mediaUrl(user.profile_photo)}
            value={photo}
            onValueChange={(file) => {
              setPhoto(file);
              clearServerError('profile_photo');
            }}
            onReject={(rejected) => {
              if (rejected.length > 0) clearServerError('profile_photo');
            }}
            error={serverErrors.profile_photo?.join(' ')}
            disabled={busy}
          />
        </FormField>
        <FormField label="What should we call you?" {...fieldProps('name')}>
          <Input
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', { name: event.currentTarget.value })}
          />
        </FormField>
        {mode === 'update' && (
          <FormField label="Email" {...fieldProps('email')}>
            <Input
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => update('email', { email: event.currentTarget.value })}
            />
          </FormField>
        )}
        <FormField label="Phone number" {...fieldProps('phone')}>
          <CountryPhoneInput
            name="phone"
            autoComplete="tel-national"
            countries={countries}
            countryId={values.countryId ?? undefined}
            onCountryChange={onCountryChange}
            value={values.phone}
            onValueChange={(phone) => update('phone', { phone })}
          />
        </FormField>
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
        <FormField label="What city are you currently based in?" {...fieldProps('location')}>
          <PlaceAutocomplete
            name="location"
            source={placesSource}
            attribution={placesAttribution}
            placeholder="Start typing your city"
            listLabel="City suggestions"
            value={values.location}
            onValueChange={(location) => update('location', { location })}
            onPlaceChange={onPlaceChange}
          />
        </FormField>
        <FormField
          label="Let us know more about you"
          hint="At least 10 characters: what you like to host and who you would love to meet."
          {...fieldProps('bio')}
        >
          <Textarea
            name="bio"
            rows={5}
            value={values.bio}
            onChange={(event) => update('bio', { bio: event.currentTarget.value })}
          />
        </FormField>
        <div className="pt-1">
          <Button type="submit" size="lg" busy={busy} busyLabel={busyLabel} className="w-full sm:w-auto">
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
            setValues((current) => ({
              ...current,
              phone: settled.phone,
              countryId: settled.country_id,
              countryCode: settled.country_code,
              isoCode: settled.iso_code ?? '',
            }));
          }}
        />
      )}
    </>
  );
}
