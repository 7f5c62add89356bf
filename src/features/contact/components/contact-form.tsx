import { CONTACT_MESSAGES, type ContactRequest, contactRequestSchema } from '@friendly/contracts';
import { Button, FormField, Input, Textarea, toast } from '@friendly/ui';
import { type FormEvent, useRef, useState } from 'react';
import { ApiRequestError, type FieldErrors, failureMessage } from '../../../api/http';
import { sendContactMessage } from '../api/send-contact-message';

type ContactField = keyof ContactRequest;
type ContactValues = Record<ContactField, string>;

/** In the order they are shown, so the first invalid one gets focus. */
const FIELDS: readonly ContactField[] = ['first_name', 'last_name', 'subject', 'message'];
const EMPTY: ContactValues = { first_name: '', last_name: '', subject: '', message: '' };

/** One message per field, the spec's exact wording (000 §5), from the shared contract. */
function validate(values: ContactValues) {
  const result = contactRequestSchema.safeParse(values);
  const errors: Partial<Record<ContactField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message;
    }
  }
  return { data: result.success ? result.data : null, errors };
}

/**
 * The Contact Us form (spec 000 §2.6, §5, §8): checked on submit; errors show after the
 * first attempt and then follow the typing; values are trimmed before sending; the
 * server's field errors are listed under each field until it is edited.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const { errors } = validate(values);
  const shownErrors = attempted ? errors : {};

  const focusField = (field: ContactField) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const change = (field: ContactField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const { data, errors: invalid } = validate(values);
    if (!data) {
      const firstInvalid = FIELDS.find((field) => invalid[field]);
      if (firstInvalid) focusField(firstInvalid);
      return;
    }
    setBusy(true);
    try {
      const response = await sendContactMessage(data);
      toast.success(response.message || CONTACT_MESSAGES.sent);
      setValues(EMPTY);
      setAttempted(false);
      setServerErrors({});
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : null;
      if (fieldErrors) {
        setServerErrors(fieldErrors);
        const firstInvalid = FIELDS.find((field) => fieldErrors[field]);
        if (firstInvalid) focusField(firstInvalid);
      }
      toast.error(
        failureMessage(error, {
          fieldErrors: CONTACT_MESSAGES.correctErrors,
          network: CONTACT_MESSAGES.network,
          fallback: CONTACT_MESSAGES.failed,
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (field: ContactField) => ({
    error: shownErrors[field],
    serverErrors: serverErrors[field],
    required: true,
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={submit}
      className="grid gap-5"
    >
      <h2 id="contact-form-title" className="sr-only">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" {...fieldProps('first_name')}>
          <Input
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={change('first_name')}
          />
        </FormField>
        <FormField label="Last Name" {...fieldProps('last_name')}>
          <Input
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={change('last_name')}
          />
        </FormField>
      </div>
      <FormField label="Subject" {...fieldProps('subject')}>
        <Input name="subject" value={values.subject} onChange={change('subject')} />
      </FormField>
      <FormField label="Message" {...fieldProps('message')}>
        <Textarea name="message" rows={6} value={values.message} onChange={change('message')} />
      </FormField>
      <div>
        <Button
          type="submit"
          busy={busy}
          busyLabel={CONTACT_MESSAGES.submitting}
          className="w-full sm:w-auto"
        >
          Submit
        </Button>
      </div>
    </form>
  );
}
