import { CONTACT_MESSAGES, type ContactRequest, contactRequestSchema } from '@friendly/contracts/content';
import { Button, FormField, Input, Textarea } from '@friendly/ui';
import { failureMessage } from '../../../api/http';
import { toast } from '../../../lib/toast';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactField = keyof ContactRequest;

/** In the order they are shown, so the first invalid one gets focus. */
const EMPTY: Record<ContactField, string> = { first_name: '', last_name: '', subject: '', message: '' };

/**
 * The Contact Us form (spec 000 §2.6, §5, §8): checked on submit; errors show after the
 * first attempt and then follow the typing; values are trimmed before sending; the
 * server's field errors are listed under each field until it is edited.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useContractForm({
    schema: contactRequestSchema,
    defaultValues: EMPTY,
    onSubmit: async (data) => {
      const response = await send.trigger(data);
      toast.success(response.message || CONTACT_MESSAGES.sent);
      form.reset(EMPTY);
    },
    onFailure: (error) =>
      toast.error(
        failureMessage(error, {
          fieldErrors: CONTACT_MESSAGES.correctErrors,
          network: CONTACT_MESSAGES.network,
          fallback: CONTACT_MESSAGES.failed,
        }),
      ),
  });

  const fieldProps = (field: ContactField) => ({ ...form.fieldState(field), required: true });

  return (
    <form noValidate aria-labelledby="contact-form-title" onSubmit={form.submit} className="grid gap-5">
      <h2 id="contact-form-title" className="sr-only">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" {...fieldProps('first_name')}>
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField label="Last Name" {...fieldProps('last_name')}>
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
      </div>
      <FormField label="Subject" {...fieldProps('subject')}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label="Message" {...fieldProps('message')}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <div>
        <Button
          type="submit"
          busy={form.busy}
          busyLabel={CONTACT_MESSAGES.submitting}
          className="w-full sm:w-auto"
        >
          Submit
        </Button>
      </div>
    </form>
  );
}
