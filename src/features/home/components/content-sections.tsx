import type { HomeContent } from '@friendly/contracts/page-content';
import { Button, Card, Container, Heading } from '@friendly/ui';
import { Link } from 'react-router-dom';
import { mediaUrl } from '../../../lib/media';
import { SectionIntro } from './section-intro';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** The banner's call to action: text and link from content; the link defaults to / (spec 000 §2.5). */
function BannerCta({ text, link }: { text: string; link: string }) {
  const href = link.trim() || '/';
  return (
    <Button asChild size="lg">
      {isExternal(href) ? <a href={href}>{text}</a> : <Link to={href}>{text}</Link>}
    </Button>
  );
}

export function BannerSection({ content }: { content: HomeContent }) {
  const image = mediaUrl(content.banner_image);
  return (
    <section aria-labelledby="home-banner-title" className="bg-brand-50/60">
      <Container
        size="xl"
        className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16"
      >
        <div>
          <Heading id="home-banner-title" level={1} size="display">
            {content.banner_title_prefix}{' '}
            <span className="text-brand-700">{content.banner_title_highlight}</span>{' '}
            {content.banner_title_suffix}
          </Heading>
          <p className="mt-5 max-w-xl text-lg leading-8 text-ink-700">{content.banner_paragraph}</p>
          {content.banner_cta_text && (
            <div className="mt-8">
              <BannerCta text={content.banner_cta_text} link={content.banner_cta_link} />
            </div>
          )}
        </div>
        {image && (
          // Home's largest paint: asked for ahead of the scripts (docs/decisions/145).
          <img
            src={image}
            alt=""
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-card"
          />
        )}
      </Container>
    </section>
  );
}

export function AboutSection({ content }: { content: HomeContent }) {
  const image = mediaUrl(content.about_image);
  return (
    <section id="about" aria-labelledby="home-about-title" className="scroll-mt-4 py-16 sm:py-24">
      <Container size="xl" className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {image && (
          <img src={image} alt="" className="aspect-[4/3] w-full rounded-2xl object-cover lg:order-first" />
        )}
        <div>
          <SectionIntro id="home-about-title" eyebrow={content.about_title} heading={content.about_heading} />
          <p className="mt-5 text-base leading-7 text-ink-700 sm:text-lg sm:leading-8">
            {content.about_paragraph}
          </p>
        </div>
      </Container>
    </section>
  );
}

export function FeaturesSection({ content }: { content: HomeContent }) {
  const features = [
    { title: content.features1_title, text: content.features1_text },
    { title: content.features2a_title, text: content.features2a_text },
    { title: content.features2b_title, text: content.features2b_text },
    { title: content.features3_title, text: content.features3_text },
  ].filter((feature) => feature.title || feature.text);
  return (
    <section
      id="features"
      aria-labelledby="home-features-title"
      className="scroll-mt-4 bg-ink-50 py-16 sm:py-24"
    >
      <Container size="xl">
        <SectionIntro
          id="home-features-title"
          eyebrow={content.features_title}
          heading={content.features_heading}
          className="max-w-2xl"
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature.title}>
              <Card padding="lg" className="h-full">
                <Heading level={3} size="md">
                  {feature.title}
                </Heading>
                <p className="mt-2 leading-7 text-ink-600">{feature.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

export function HowItWorksSection({ content }: { content: HomeContent }) {
  return (
    <section id="how-it-works" aria-labelledby="home-hiw-title" className="scroll-mt-4 py-16 sm:py-24">
      <Container size="xl">
        <SectionIntro
          id="home-hiw-title"
          eyebrow={content.hiw_title}
          heading={content.hiw_heading}
          className="max-w-2xl"
        />
        <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.hiw_steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-ink-100 bg-white p-6 shadow-card">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-pill bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <Heading level={3} size="md" className="mt-4">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </Heading>
              <p className="mt-2 leading-7 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** Guests are pointed to the mobile app; the store links come from content (spec 000 §1). */
export function GuestAppSection({ content }: { content: HomeContent }) {
  const image = mediaUrl(content.guest_image);
  return (
    <section aria-labelledby="home-guest-title" className="bg-brand-700 py-16 text-white sm:py-20">
      <Container size="xl" className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <Heading id="home-guest-title" level={2} size="xl" className="text-white">
            {content.guest_title}
          </Heading>
          <p className="mt-4 max-w-xl text-lg leading-8 text-brand-50">{content.guest_paragraph}</p>
          <ul aria-label="Get the guest app" className="mt-8 flex flex-wrap gap-3">
            {content.guest_ios_url && (
              <li>
                <Button asChild variant="outline" size="lg">
                  <a href={content.guest_ios_url}>Download for iOS</a>
                </Button>
              </li>
            )}
            {content.guest_android_url && (
              <li>
                <Button asChild variant="outline" size="lg">
                  <a href={content.guest_android_url}>Download for Android</a>
                </Button>
              </li>
            )}
          </ul>
        </div>
        {image && <img src={image} alt="" className="mx-auto w-full max-w-sm" />}
      </Container>
    </section>
  );
}
