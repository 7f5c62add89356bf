import { Card, Container, Heading } from '@friendly/ui';
import type { SupportContact } from '../../../lib/support-contact';
import { ContactForm } from '../components/contact-form';
import { SupportContactBoxes } from '../components/support-contact-boxes';

/** Contact Us (spec 000 §2.6): the form, then help boxes for e-mail and phone. */
export function ContactPage({ supportContact }: { supportContact?: SupportContact }) {
  return (
    <main id="main">
      <Container size="sm" className="grid gap-10 py-10 sm:py-14">
        <header>
          <Heading level={1}>Contact Us</Heading>
          <p className="mt-3 text-ink-600">
            Questions about hosting, payments or your account? Send us a message and our team will get back to
            you.
          </p>
        </header>
        <Card padding="lg" className="max-sm:p-5">
          <ContactForm />
        </Card>
        <SupportContactBoxes contact={supportContact} />
      </Container>
    </main>
  );
}
