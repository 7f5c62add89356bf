import type { PendingPhone, UserProfile } from '@friendly/contracts/auth';
import { LIMITS } from '@friendly/contracts/constants';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@friendly/ui';
import { failureMessage } from '../../../api/http';
import { CodeEntryForm } from '../../../components/code-entry-form';
import { toast } from '../../../lib/toast';
import { useCancelPhoneChange, useResendPhoneChangeCode, useVerifyPhoneChange } from '../api/phone-change';

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
  const busy = verify.isMutating || cancel.isMutating;
  const resendAfter =
    retryAfter ??
    Math.ceil((Date.parse(pending.requested_at) + LIMITS.resendCooldownSeconds * 1000 - Date.now()) / 1000);

  async function onVerify(otp: string) {
    const answer = await verify.trigger({ otp });
    toast.success(answer.message);
    onSettled(answer.data);
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
        <CodeEntryForm
          label="Verify your new number"
          resendAfterSeconds={resendAfter}
          verify={onVerify}
          resend={() => resend.trigger()}
        />
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
