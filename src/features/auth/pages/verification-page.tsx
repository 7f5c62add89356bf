import { AUTH_MESSAGES, type GetUserResponse, getUserQuerySchema } from '@friendly/contracts/auth';
import { TIMINGS } from '@friendly/contracts/constants';
import { Button, ErrorState, Heading, Spinner } from '@friendly/ui';
import * as React from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError } from '../../../api/http';
import { CodeEntryForm } from '../../../components/code-entry-form';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { clearVerificationTicket } from '../../../lib/verification-ticket';
import { useVerificationUser } from '../api/get-user';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';
import { EditPhoneForm } from '../components/edit-phone-form';

type VerificationUser = GetUserResponse['data'];

/**
 * Verification (/verification/{slug}, spec 000 §2.9): the six code boxes, 'Verify Number',
 * 'Resend Code' with its countdown, and the edit-phone form while the number is unverified.
 * A bad link, an unknown user or a failed load sends the visitor back to Login.
 */
export function VerificationPage() {
  const params = useParams();
  const navigate = useNavigate();
  const parsedSlug = getUserQuerySchema.safeParse({ slug: params.slug });
  const slug = parsedSlug.success ? parsedSlug.data.slug : null;
  const { data, error, isLoading } = useVerificationUser(slug);

  const failure = !slug
    ? AUTH_MESSAGES.invalidVerificationLink
    : error
      ? error instanceof ApiRequestError && error.status === 404
        ? AUTH_MESSAGES.userNotFound
        : AUTH_MESSAGES.failedToLoadUser
      : null;

  React.useEffect(() => {
    if (!failure) return;
    toast.error(failure);
    navigate('/login', { replace: true });
  }, [failure, navigate]);

  return (
    <AuthLayout>
      <Heading level={1}>Verify your phone number</Heading>
      {failure ? (
        <ErrorState size="inline" className="mt-4 font-normal" title={failure} />
      ) : isLoading || !data ? (
        <Spinner label="Loading..." showLabel className="mt-6" />
      ) : (
        <VerificationForm key={data.data.slug} user={data.data} />
      )}
    </AuthLayout>
  );
}

function VerificationForm({ user }: { user: VerificationUser }) {
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const [editing, setEditing] = React.useState(false);
  const editButton = React.useRef<HTMLButtonElement>(null);
  const redirectTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function onVerify(otp: string) {
    const answer = await verify.trigger({ slug: user.slug, otp });
    saveSession({ token: answer.token, user: answer.data, photo: answer.data.profile_photo });
    clearVerificationTicket(user.slug);
    toast.success(answer.message);
    const next = answer.data.host_status === 'approved' ? '/connect-stripe' : '/complete-profile';
    redirectTimer.current = setTimeout(() => navigate(next), TIMINGS.redirectAfterVerificationMs);
  }

  return (
    <div className="mt-2 grid gap-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-600">
        <p>
          Enter the 6-digit code we sent to{' '}
          <span className="font-semibold whitespace-nowrap text-ink-900" data-testid="verification-phone">
            {user.country_code} {user.phone}
          </span>
        </p>
        {user.can_edit_phone && !editing && (
          <Button ref={editButton} variant="link" size="sm" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> phone number</span>
          </Button>
        )}
      </div>

      {editing && user.can_edit_phone && (
        <EditPhoneForm
          user={user}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => editButton.current?.focus());
          }}
          // The code form starts over (empty, focused, new countdown) for the new number.
          onUpdated={() => setEditing(false)}
        />
      )}

      <CodeEntryForm
        // A new number (or a new code for it) starts the code entry over.
        key={`${user.country_code} ${user.phone}`}
        label="Verify your number"
        size="lg"
        autoFocus={!editing}
        resendAfterSeconds={user.resend_available_in}
        verify={onVerify}
        resend={() => resend.trigger({ slug: user.slug })}
      />
    </div>
  );
}
