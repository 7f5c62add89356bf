import {
  AUTH_MESSAGES,
  type GetUserResponse,
  getUserQuerySchema,
  TIMINGS,
  verifyOtpRequestSchema,
} from '@friendly/contracts';
import { Button, FormField, Heading, OtpInput, ResendButton, Spinner, toast } from '@friendly/ui';
import * as React from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiRequestError, failureMessage } from '../../../api/http';
import { saveSession } from '../../../lib/session';
import { clearVerificationTicket } from '../../../lib/verification-ticket';
import { useVerificationUser } from '../api/get-user';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';
import { EditPhoneForm } from '../components/edit-phone-form';

type VerificationUser = GetUserResponse['data'];

const untilFrom = (seconds: number) => (seconds > 0 ? Date.now() + seconds * 1000 : null);

/** The seconds a refused resend (429) asks us to wait, when the answer says. */
function retryAfterOf(error: unknown): number | null {
  const value = error instanceof ApiRequestError ? error.body?.retry_after : undefined;
  return typeof value === 'number' ? value : null;
}

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
        <p role="alert" className="mt-4 text-danger-700">
          {failure}
        </p>
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
  const [code, setCode] = React.useState('');
  const [codeError, setCodeError] = React.useState<string>();
  const [serverCodeErrors, setServerCodeErrors] = React.useState<string[]>();
  const [verifying, setVerifying] = React.useState(false);
  const [resendUntil, setResendUntil] = React.useState(() => untilFrom(user.resend_available_in));
  const [editing, setEditing] = React.useState(false);
  const codeGroup = React.useRef<HTMLFieldSetElement>(null);
  const editButton = React.useRef<HTMLButtonElement>(null);
  const resending = React.useRef(false);
  const redirectTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const focusFirstBox = () => codeGroup.current?.querySelector('input')?.focus();

  async function onVerify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verifying) return;
    const parsed = verifyOtpRequestSchema.safeParse({ slug: user.slug, otp: code });
    if (!parsed.success) {
      setCodeError(AUTH_MESSAGES.otpIncomplete);
      focusFirstBox();
      return;
    }
    setVerifying(true);
    try {
      const answer = await verifyOtp(parsed.data);
      saveSession({ token: answer.token, user: answer.data, photo: answer.data.profile_photo });
      clearVerificationTicket(user.slug);
      toast.success(answer.message);
      const next = answer.data.host_status === 'approved' ? '/connect-stripe' : '/complete-profile';
      redirectTimer.current = setTimeout(() => navigate(next), TIMINGS.redirectAfterVerificationMs);
    } catch (failure) {
      setVerifying(false);
      if (failure instanceof ApiRequestError && failure.fieldErrors?.otp) {
        setServerCodeErrors(failure.fieldErrors.otp);
      }
      toast.error(failureMessage(failure));
      focusFirstBox();
    }
  }

  async function onResend() {
    if (resending.current) return;
    resending.current = true;
    try {
      const answer = await resendOtp(user.slug);
      setResendUntil(untilFrom(answer.retry_after));
      toast.success(answer.message);
    } catch (failure) {
      const wait = retryAfterOf(failure);
      if (wait !== null) setResendUntil(untilFrom(wait));
      toast.error(failureMessage(failure));
    } finally {
      resending.current = false;
    }
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
          onUpdated={(answer) => {
            setEditing(false);
            setCode('');
            setCodeError(undefined);
            setServerCodeErrors(undefined);
            setResendUntil(untilFrom(answer.retry_after));
            requestAnimationFrame(focusFirstBox);
          }}
        />
      )}

      <form noValidate aria-label="Verify your number" onSubmit={onVerify} className="grid gap-6">
        <FormField label="Verification code" error={codeError} serverErrors={serverCodeErrors}>
          <OtpInput
            ref={codeGroup}
            autoFocus={!editing}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setCodeError(undefined);
              setServerCodeErrors(undefined);
            }}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" size="lg" busy={verifying} busyLabel="Verifying...">
            Verify Number
          </Button>
          <ResendButton
            size="lg"
            until={resendUntil}
            onResend={onResend}
            onCountdownEnd={() => setResendUntil(null)}
          />
        </div>
      </form>
    </div>
  );
}
