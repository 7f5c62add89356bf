import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Container,
  ErrorState,
  Heading,
  Skeleton,
} from '@friendly/ui';
import { contentFailure } from '../../../components/content-state';
import { useFaqs } from '../api/get-faqs';

/** The FAQs heading; the spec names the section but gives it no title, so this is ours. */
export const FAQS_HEADING = 'Frequently Asked Questions';

/**
 * The questions as an accordion, one open at a time (spec 000 §1, §2.5). Left out when
 * there are none.
 */
export function FaqsSection() {
  const { data, error, isLoading } = useFaqs();
  const faqs = data?.data ?? [];
  if (!isLoading && !error && faqs.length === 0) return null;
  return (
    <section aria-labelledby="home-faqs-title" className="py-16 sm:py-24">
      <Container size="md">
        <Heading id="home-faqs-title" level={2} size="xl" className="text-center">
          {FAQS_HEADING}
        </Heading>
        {isLoading ? (
          <div aria-busy="true" className="mt-10 grid gap-3">
            <Skeleton shape="block" className="h-14" />
            <Skeleton shape="block" className="h-14" />
            <Skeleton shape="block" className="h-14" />
          </div>
        ) : error ? (
          <ErrorState size="lg" title={contentFailure(error)} />
        ) : (
          <Accordion type="single" collapsible className="mt-10">
            {faqs.map((faq) => (
              <AccordionItem key={faq.id} value={String(faq.id)}>
                <AccordionTrigger headingLevel={3}>{faq.question}</AccordionTrigger>
                <AccordionContent>{faq.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </Container>
    </section>
  );
}
