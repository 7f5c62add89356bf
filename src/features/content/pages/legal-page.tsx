import type { CmsPageKey } from '@friendly/contracts/content';
import { useCmsPage } from '../../../api/cms-page';
import { pageLocale } from '../../../app/painted-page';
import { ContentLoading, contentFailure } from '../../../components/content-state';
import { ReadState } from '../../../components/read-state';
import { RichText } from '../components/rich-text';

/**
 * The day a document was last changed, in the reader's language: a calendar day of the
 * document (UTC), not a moment, so it reads the same in every zone and on the server that
 * painted the page (docs/decisions/145).
 */
function documentDate(iso: string) {
  return new Date(iso).toLocaleDateString(pageLocale(), { dateStyle: 'long', timeZone: 'UTC' });
}

/** Terms & Conditions and Privacy Policy, with or without the site layout (spec 000 §2.7). */
export function LegalPage({
  pageKey,
}: {
  pageKey: Extract<CmsPageKey, 'terms-and-conditions' | 'privacy-policy'>;
}) {
  const read = useCmsPage(pageKey);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <ReadState read={read} loading={<ContentLoading />} failure={contentFailure} failureSize="lg">
        {(data) => (
          <article>
            <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{data.data.title}</h1>
            <p className="mt-2 text-sm text-ink-500">
              Last updated <time dateTime={data.data.updated_at}>{documentDate(data.data.updated_at)}</time>
            </p>
            <RichText html={data.data.content} className="mt-6" />
          </article>
        )}
      </ReadState>
    </main>
  );
}

export function TermsPage() {
  return <LegalPage pageKey="terms-and-conditions" />;
}

export function PrivacyPage() {
  return <LegalPage pageKey="privacy-policy" />;
}
