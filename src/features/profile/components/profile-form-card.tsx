import type { UserProfile } from '@friendly/contracts/auth';
import { type CompleteProfileResponse, PROFILE_MESSAGES } from '@friendly/contracts/profile';
import { Button, Card, ErrorState, Skeleton, Spinner } from '@friendly/ui';
import { useCountries } from '../../../api/countries';
import { failureMessage } from '../../../api/http';
import { usePlacesSource } from '../../../lib/places/use-places-source';
import { ProfileForm, type ProfileFormProps } from './profile-form';

/** While the profile (and the places config) load: a spinner and the form's outline. */
function ProfileLoading() {
  return (
    <div className="grid gap-6">
      <Spinner label="Loading your profile…" showLabel />
      <div aria-hidden="true" className="grid gap-6">
        <div className="flex items-center gap-4">
          <Skeleton shape="circle" className="size-24" />
          <Skeleton shape="block" className="h-9 w-36" />
        </div>
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2">
            <Skeleton className="w-48" />
            <Skeleton shape="block" className="h-11 w-full" />
          </div>
        ))}
        <div className="grid gap-2">
          <Skeleton className="w-48" />
          <Skeleton shape="block" className="h-28 w-full" />
        </div>
      </div>
    </div>
  );
}

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
        // The stored profile may be stale: a failed refresh is not edited over (not a 401:
        // that ends the session).
        <ErrorState
          size="inline"
          title={failureMessage(error, { fallback: PROFILE_MESSAGES.unexpected })}
          action={
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          }
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
