import { Card, Heading } from '@friendly/ui';
import { SUPPORT_CONTACT, type SupportContact, telHref } from '../../../lib/support-contact';

function MailGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className="size-5"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PhoneGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      className="size-5"
    >
      <path
        d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
              <MailGlyph />
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
              <PhoneGlyph />
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
