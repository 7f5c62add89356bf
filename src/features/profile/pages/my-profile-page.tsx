import { type CompleteProfileResponse, PROFILE_MESSAGES } from '@friendly/contracts/profile';
import { Container, Heading } from '@friendly/ui';
import * as React from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { ApiRequestError } from '../../../api/http';
import { clearSession, getToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { ProfileFormCard } from '../components/profile-form-card';

/**
 * My Profile (/my-profile, spec 000 §2.11): the profile form plus Email, 'Update Profile'
 * and 'Profile updated successfully!'. Without a token, or on a 401 while loading, the
 * session ends and Login opens. A new phone number opens Verification (docs/decisions/014).
 */
export function MyProfilePage() {
  // Decided at load: a save that changes the phone ends the session on purpose and
  // opens Verification itself, so losing the token later must not mean Login.
  const [signedInAtLoad] = React.useState(() => Boolean(getToken()));
  const { user, error, retry } = useCurrentUser(signedInAtLoad);
  const unauthorized = error instanceof ApiRequestError && error.status === 401;

  React.useEffect(() => {
    // apiRequest already ends the session on a 401; this also covers a token it never sent.
    if (unauthorized) clearSession();
  }, [unauthorized]);

  if (!signedInAtLoad || unauthorized) return <Navigate to="/login" replace />;
  // Route guard rule 4, also when the page is reached without the guard.
  if (user && !user.is_profile_completed) return <Navigate to="/complete-profile" replace />;

  const onSaved = (answer: CompleteProfileResponse) => {
    toast.success(answer.message || PROFILE_MESSAGES.updated);
  };

  return (
    <main id="main">
      <Container size="sm" className="grid gap-8 py-10 sm:py-14">
        <header className="grid gap-2">
          <Heading level={1}>My Profile</Heading>
          <p className="text-ink-600">
            Keep your details up to date: guests see your photo, name, city and bio.
          </p>
        </header>
        <ProfileFormCard
          mode="update"
          user={user}
          error={error}
          onRetry={retry}
          submitLabel="Update Profile"
          busyLabel="Updating..."
          onSaved={onSaved}
        />
        {user ? <CalendarFeedCard /> : null}
      </Container>
    </main>
  );
}
