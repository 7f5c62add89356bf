import { type CompleteProfileResponse, PROFILE_MESSAGES } from '@friendly/contracts/profile';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Heading,
  LogoMark,
} from '@friendly/ui';
import * as React from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../api/current-user';
import { ApiRequestError } from '../../../api/http';
import { getToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ProfileFormCard } from '../components/profile-form-card';
import {
  CONNECT_STRIPE_DELAY_MS,
  completeProfileLoadStep,
  completeProfileNextStep,
  type ProfileLoadStep,
} from '../profile-form-logic';

export const REVIEW_TITLE = 'Your Application is Under Review';

function ReviewDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  return (
    // Closing it in any way (Got It!, Escape) goes Home (spec 000 §2.10).
    <Dialog open={open} onOpenChange={(next) => !next && navigate('/')}>
      <DialogContent size="sm" showCloseButton={false} className="text-center">
        <DialogHeader className="pr-0">
          <DialogTitle>{REVIEW_TITLE}</DialogTitle>
          <DialogDescription>
            Thanks for completing your host profile. Our team is reviewing it now; we'll let you know as soon
            as you're approved, and then you can connect your payment account and start hosting.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:justify-center">
          <Button size="lg" className="w-full sm:w-auto" onClick={() => navigate('/')}>
            Got It!
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Complete Host Profile (/complete-profile, spec 000 §2.10): no site layout, the profile
 * form and 'Complete Profile'. Approved hosts are sent on; a profile completed earlier
 * shows 'Your Application is Under Review' at once; a first submit shows it too.
 */
export function CompleteProfilePage() {
  const navigate = useNavigate();
  // Decided at load: a save that changes the phone ends the session on purpose and
  // opens Verification itself, so losing the token later must not mean Login.
  const [signedInAtLoad] = React.useState(() => Boolean(getToken()));
  const { user, error, retry } = useCurrentUser(signedInAtLoad);
  const [reviewOpen, setReviewOpen] = React.useState(false);
  const redirectTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const unauthorized = error instanceof ApiRequestError && error.status === 401;
  // Decided on the first answer only: saving here updates the cached user, and that must
  // not re-run the on-load rules (the after-submit rules apply instead).
  const firstLoad = React.useRef<{ step: ProfileLoadStep; wasCompleted: boolean } | null>(null);
  if (user && !firstLoad.current) {
    firstLoad.current = { step: completeProfileLoadStep(user), wasCompleted: user.is_profile_completed };
  }
  const loadStep = firstLoad.current?.step;

  if (!signedInAtLoad || unauthorized) return <Navigate to="/login" replace />;
  if (loadStep?.kind === 'redirect') return <Navigate to={loadStep.to} replace />;

  const onSaved = (answer: CompleteProfileResponse) => {
    toast.success(answer.message || PROFILE_MESSAGES.updated);
    const wasCompleted = firstLoad.current?.wasCompleted ?? false;
    if (completeProfileNextStep(wasCompleted, answer.user.host_status) === 'review') {
      setReviewOpen(true);
    } else {
      redirectTimer.current = setTimeout(() => navigate('/connect-stripe'), CONNECT_STRIPE_DELAY_MS);
    }
  };

  return (
    <div className="min-h-dvh bg-ink-50">
      <header className="border-ink-100 border-b bg-white">
        <div className="mx-auto flex h-16 max-w-2xl items-center px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-2 font-bold text-ink-900">
            <LogoMark title="" className="size-8" />
            Friendly Host
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="grid gap-2">
          <Heading level={1}>Complete your host profile</Heading>
          <p className="text-ink-600">
            Tell guests who you are. Our team reviews every new host before their first gathering.
          </p>
        </header>
        <ProfileFormCard
          mode="complete"
          user={user}
          error={error}
          onRetry={retry}
          submitLabel="Complete Profile"
          busyLabel="Completing..."
          onSaved={onSaved}
        />
      </main>
      <ReviewDialog open={reviewOpen || loadStep?.kind === 'review'} />
    </div>
  );
}
