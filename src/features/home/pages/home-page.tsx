import { type HomeContent, readHomeContent } from '@friendly/contracts/page-content';
import { ErrorState } from '@friendly/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useCmsPage } from '../../../api/cms-page';
import { ContentLoading, contentFailure } from '../../../components/content-state';
import {
  AboutSection,
  BannerSection,
  FeaturesSection,
  GuestAppSection,
  HowItWorksSection,
} from '../components/content-sections';
import { FaqsSection } from '../components/faqs-section';
import { TestimonialsSection } from '../components/testimonials-section';

/** `data.content` of GET /api/cms/home is a JSON string of the home keys (spec 000 §3, §7). */
function parseHomeContent(content: string): HomeContent | null {
  try {
    return readHomeContent(JSON.parse(content));
  } catch {
    return null;
  }
}

/**
 * The sections arrive after navigation has finished, so the router's smooth scroll to
 * /#about and friends (spec 000 §2.2 rule 8) finds nothing yet; scroll once they exist.
 */
function useScrollToHashOnceShown(shown: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!shown || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
  }, [shown, hash]);
}

/**
 * Home (spec 000 §2.5): banner, about, features, how it works, testimonials, FAQs and the
 * guest app, in that order. 'Loading...' while the content loads; the server's message or
 * 'Failed to load content.' when it fails or is not valid home content (§8).
 */
export function HomePage() {
  const { data, error, isLoading } = useCmsPage('home');
  const content = data ? parseHomeContent(data.data.content) : null;
  useScrollToHashOnceShown(content !== null);

  if (isLoading || error || !content) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {isLoading ? <ContentLoading /> : <ErrorState size="lg" title={contentFailure(error)} />}
      </main>
    );
  }
  return (
    <main id="main">
      <BannerSection content={content} />
      <AboutSection content={content} />
      <FeaturesSection content={content} />
      <HowItWorksSection content={content} />
      <TestimonialsSection />
      <FaqsSection />
      <GuestAppSection content={content} />
    </main>
  );
}
