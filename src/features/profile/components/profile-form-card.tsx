import type { UserProfile } from '@friendly/contracts/auth';
import { type CompleteProfileResponse, PROFILE_MESSAGES } from '@friendly/contracts/profile';
import { Card } from '@friendly/ui';
import { useCountries } from '../../../api/countries';
import { failureMessage } from '../../../api/http';
import { usePlacesSource } from '../../../lib/places/use-places-source';
import { ProfileForm, type ProfileFormProps } from './profile-form';
import { ProfileLoadError, ProfileLoading } from './profile-load-state';

/**
 * The card both profile screens show: the form once the user and the places source are
 * in, the load failure with 'Try Again', or the loading outline.
 */
export function ProfileFormCard({
  user,
  error,
  onRetry,
  ...form
}: Pick<ProfileFormProps, 'mode' | 'submitLabel' | 'busyLabel'> & {
  user: UserProfile | undefined;
  error: unknown;
  onRetry: () => void;
  onSaved: (answer: CompleteProfileResponse) => void;
}) {
  const { countries } = useCountries();
  const places = usePlacesSource();
  return (
    <Card padding="lg" className="max-sm:p-5">
      {error ? (
        // The stored profile may be stale: a failed refresh is not edited over.
        <ProfileLoadError
          message={failureMessage(error, { fallback: PROFILE_MESSAGES.unexpected })}
          onRetry={onRetry}
        />
      ) : user && places.source ? (
        <ProfileForm
          {...form}
          user={user}
          countries={countries}
          placesSource={places.source}
          placesAttribution={places.attribution}
        />
      ) : (
        <ProfileLoading />
      )}
    </Card>
  );
}
