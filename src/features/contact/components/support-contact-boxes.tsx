import { Card, Heading, MailIcon, PhoneIcon } from '@friendly/ui';
import { SUPPORT_CONTACT, type SupportContact, telHref } from '../../../lib/support-contact';

/** The help boxes under the form (spec 000 §2.6): e-mail and phone, values from one place. */
export function SupportContactBoxes({ contact = SUPPORT_CONTACT }: { contact?: SupportContact }) {
  return (
    <section aria-labelledby="contact-help-title">
      <Heading id="contact-help-title" level={2} size="md">
        Other ways to reach us
      </Heading>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li>
          <Card variant="outlined" className="flex h-full items-start gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-pill bg-brand-50 text-brand-700">
              <MailIcon className="size-5" />
            </span>
            <div className="min-w-0">
              <Heading level={3} size="sm">
                Email us
              </Heading>
              <a
                href={`mailto:${contact.email}`}
                className="mt-1 block break-words font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
            </div>
          </Card>
        </li>
        <li>
          <Card variant="outlined" className="flex h-full items-start gap-4">
            <span className="grid size-10 shrink-0 place-items-center rounded-pill bg-brand-50 text-brand-700">
              <PhoneIcon className="size-5" />
            </span>
            <div className="min-w-0">
              <Heading level={3} size="sm">
                Call us
              </Heading>
              <a
                href={telHref(contact.phone)}
                className="mt-1 block font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {contact.phone}
              </a>
            </div>
          </Card>
        </li>
      </ul>
    </section>
  );
}
