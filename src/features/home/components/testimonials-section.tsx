import { Avatar, Card, Container, ErrorState, Heading, Skeleton } from '@friendly/ui';
import { contentFailure } from '../../../components/content-state';
import { mediaUrl } from '../../../lib/media';
import { useTestimonials } from '../api/get-testimonials';

/** Spec 000 §2.5: the testimonials section's heading. */
export const TESTIMONIALS_HEADING = 'What Our Hosts Are Saying';

/**
 * What hosts say (spec 000 §2.5, §3: content, name, location, avatar). The section is left
 * out when there are no testimonials: an empty quote wall says nothing to a visitor.
 */
export function TestimonialsSection() {
  const { data, error, isLoading } = useTestimonials();
  const testimonials = data?.data ?? [];
  if (!isLoading && !error && testimonials.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-ink-50 py-16 sm:py-24">
      <Container size="xl">
        <Heading id="home-testimonials-title" level={2} size="xl" className="text-center">
          {TESTIMONIALS_HEADING}
        </Heading>
        {isLoading ? (
          <div aria-busy="true" className="mt-10 grid gap-5 md:grid-cols-2">
            <Skeleton shape="block" className="h-44" />
            <Skeleton shape="block" className="h-44" />
          </div>
        ) : error ? (
          <ErrorState size="lg" title={contentFailure(error)} />
        ) : (
          <ul className="mt-10 grid gap-5 md:grid-cols-2">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <Card asChild padding="lg" className="flex h-full flex-col gap-6">
                  <figure>
                    <blockquote className="flex-1 text-base leading-7 text-ink-700">
                      <p>“{testimonial.content}”</p>
                    </blockquote>
                    <figcaption className="flex items-center gap-3">
                      <Avatar src={mediaUrl(testimonial.avatar)} alt="" size="lg" />
                      <span className="grid">
                        <span className="font-semibold text-ink-900">{testimonial.name}</span>
                        <span className="text-sm text-ink-600">{testimonial.location}</span>
                      </span>
                    </figcaption>
                  </figure>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
