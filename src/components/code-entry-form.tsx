import { phoneChangeVerifyRequestSchema, type ResendOtpResponse } from '@friendly/contracts/auth';
import { Button, type ButtonProps, FormField, OtpInput, ResendButton } from '@friendly/ui';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { ApiRequestError, failureMessage } from '../api/http';
import { toast } from '../lib/toast';
import { useContractForm } from '../lib/use-contract-form';

const untilFrom = (seconds: number) => (seconds > 0 ? Date.now() + seconds * 1000 : null);

/** The seconds a refused resend (429) asks us to wait, when the answer says. */
function retryAfterOf(error: unknown): number | null {
  const value = error instanceof ApiRequestError ? error.body?.retry_after : undefined;
  return typeof value === 'number' ? value : null;
}

const DEFAULTS = { otp: '' };

/**
 * The six-digit code entry of Verification and of a phone change (spec 000 §2.9):
 * 'Verify Number' ('Verifying...' while checking, and on until the caller moves on),
 * 'Resend Code' with its countdown, which a refused resend restarts from the answer's
 * `retry_after`. The caller sends the code and toasts its own success; failures toast the
 * answer's message and return focus to the first box. Give it a new `key` to start over
 * (e.g. after the number changed).
 */
export function CodeEntryForm({
  label,
  resendAfterSeconds,
  verify,
  resend,
  autoFocus = true,
  size,
}: {
  /** The form's accessible name, e.g. 'Verify your number'. */
  label: string;
  /** Seconds until Resend Code is available when the form opens. */
  resendAfterSeconds: number;
  /** Sends the code; resolve once the caller is done with it (it stays busy). */
  verify: (otp: string) => Promise<unknown>;
  resend: () => Promise<ResendOtpResponse>;
  autoFocus?: boolean;
  size?: ButtonProps['size'];
}) {
  const [resendUntil, setResendUntil] = React.useState(() => untilFrom(resendAfterSeconds));
  const [verified, setVerified] = React.useState(false);
  const codeGroup = React.useRef<HTMLFieldSetElement>(null);
  const resending = React.useRef(false);
  const focusFirstBox = React.useCallback(() => codeGroup.current?.querySelector('input')?.focus(), []);

  const form = useContractForm({
    schema: phoneChangeVerifyRequestSchema,
    defaultValues: DEFAULTS,
    onSubmit: async ({ otp }) => {
      await verify(otp);
      setVerified(true);
    },
    onFailure: (failure) => {
      toast.error(failureMessage(failure));
      focusFirstBox();
    },
  });

  async function onResend() {
    if (resending.current) return;
    resending.current = true;
    try {
      const answer = await resend();
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

  const busy = form.busy || verified;
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        // A portalled dialog's submit still bubbles through React to any form around it.
        event.stopPropagation();
        if (busy) event.preventDefault();
        else void form.submit(event);
      }}
      className="grid gap-6"
    >
      <Controller
        control={form.control}
        name="otp"
        render={({ field }) => (
          <FormField label="Verification code" {...form.fieldState('otp')}>
            <OtpInput
              ref={(element) => {
                codeGroup.current = element;
                // Focusing the field (first error) means its first box.
                field.ref(element && { focus: focusFirstBox });
              }}
              autoFocus={autoFocus}
              value={field.value as string}
              onValueChange={field.onChange}
            />
          </FormField>
        )}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Button type="submit" size={size} busy={busy} busyLabel="Verifying...">
          Verify Number
        </Button>
        <ResendButton
          size={size}
          until={resendUntil}
          onResend={onResend}
          onCountdownEnd={() => setResendUntil(null)}
        />
      </div>
    </form>
  );
}
