import {
  AUTH_MESSAGES,
  type PendingPhone,
  phoneChangeVerifyRequestSchema,
  type UserProfile,
} from '@friendly/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  OtpInput,
  ResendButton,
  toast,
} from '@friendly/ui';
import * as React from 'react';
import { ApiRequestError, failureMessage } from '../../../api/http';
import { useCancelPhoneChange, useResendPhoneChangeCode, useVerifyPhoneChange } from '../api/phone-change';

const untilFrom = (seconds: number) => (seconds > 0 ? Date.now() + seconds * 1000 : null);

/** The seconds a refused resend (429) asks us to wait, when the answer says. */
function retryAfterOf(error: unknown): number | null {
  const value = error instanceof ApiRequestError ? error.body?.retry_after : undefined;
  return typeof value === 'number' ? value : null;
}

export type PhoneChangeDialogProps = {
  pending: PendingPhone;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Seconds until Resend Code is available, when the caller knows (just after a save). */
  retryAfter?: number | null;
  /** The change went through, or was cancelled: the profile as it now is. */
  onSettled: (user: UserProfile) => void;
};

/**
 * A verified host's new number waits for its code (docs/decisions/060): this dialog takes
 * the six digits, resends them after the cooldown, or cancels the change. Closing it
 * keeps the change pending; the profile form offers to open it again.
 */
export function PhoneChangeDialog({
  pending,
  open,
  onOpenChange,
  retryAfter,
  onSettled,
}: PhoneChangeDialogProps) {
  const verify = useVerifyPhoneChange();
  const cancel = useCancelPhoneChange();
  const resend = useResendPhoneChangeCode();
  const [code, setCode] = React.useState('');
  const [codeError, setCodeError] = React.useState<string>();
  const [serverErrors, setServerErrors] = React.useState<string[]>();
  const [resendUntil, setResendUntil] = React.useState<number | null>(() =>
    untilFrom(retryAfter ?? Math.ceil((Date.parse(pending.requested_at) + 60_000 - Date.now()) / 1000)),
  );
  const codeGroup = React.useRef<HTMLFieldSetElement>(null);
  const focusFirstBox = () => codeGroup.current?.querySelector('input')?.focus();
  const busy = verify.isMutating || cancel.isMutating;

  async function onVerify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to any form around it.
    event.stopPropagation();
    if (busy) return;
    const parsed = phoneChangeVerifyRequestSchema.safeParse({ otp: code });
    if (!parsed.success) {
      setCodeError(AUTH_MESSAGES.otpIncomplete);
      focusFirstBox();
      return;
    }
    try {
      const answer = await verify.trigger(parsed.data);
      toast.success(answer.message);
      onSettled(answer.data);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fieldErrors?.otp)
        setServerErrors(failure.fieldErrors.otp);
      toast.error(failureMessage(failure));
      focusFirstBox();
    }
  }

  async function onResend() {
    try {
      const answer = await resend.trigger();
      setResendUntil(untilFrom(answer.retry_after));
      toast.success(answer.message);
    } catch (failure) {
      const wait = retryAfterOf(failure);
      if (wait !== null) setResendUntil(untilFrom(wait));
      toast.error(failureMessage(failure));
    }
  }

  async function onCancelChange() {
    try {
      const answer = await cancel.trigger();
      toast.success(answer.message);
      onSettled(answer.data);
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Verify your new number</DialogTitle>
          <DialogDescription>
            Enter the 6-digit code we sent to{' '}
            <span className="font-semibold whitespace-nowrap text-ink-900" data-testid="pending-phone">
              {pending.country_code} {pending.phone}
            </span>
            . Until then you keep signing in with your current number.
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label="Verify your new number" onSubmit={onVerify} className="grid gap-6">
          <FormField label="Verification code" error={codeError} serverErrors={serverErrors}>
            <OtpInput
              ref={codeGroup}
              autoFocus
              value={code}
              onValueChange={(next) => {
                setCode(next);
                setCodeError(undefined);
                setServerErrors(undefined);
              }}
            />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button type="submit" busy={verify.isMutating} busyLabel="Verifying...">
              Verify Number
            </Button>
            <ResendButton
              until={resendUntil}
              onResend={onResend}
              onCountdownEnd={() => setResendUntil(null)}
            />
          </div>
        </form>
        <DialogFooter className="sm:justify-start">
          <Button
            variant="link"
            size="sm"
            onClick={onCancelChange}
            busy={cancel.isMutating}
            busyLabel="Cancelling..."
          >
            Keep my current number
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
