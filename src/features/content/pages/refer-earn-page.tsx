import { type ReferAndEarnContent, readReferAndEarnContent } from '@friendly/contracts/page-content';
import { useCmsPage } from '../../../api/cms-page';
import { ContentLoading, contentFailure } from '../../../components/content-state';
import { ReadState } from '../../../components/read-state';
import { mediaUrl } from '../../../lib/media';
import { RichText } from '../components/rich-text';

/** Refer & Earn content is structured JSON (spec 000 §2.7); anything else is shown as a plain page. */
function parseStructured(content: string): ReferAndEarnContent | null {
  try {
    return readReferAndEarnContent(JSON.parse(content));
  } catch {
    return null;
  }
}

function Structured({ content }: { content: ReferAndEarnContent }) {
  const hero = mediaUrl(content.hero_image);
  return (
    <article className="grid gap-10">
      <header className="grid items-center gap-8 md:grid-cols-[1fr_minmax(0,22rem)]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{content.page_title}</h1>
          <p className="mt-4 text-lg leading-8 text-ink-600">{content.subtitle}</p>
        </div>
        {hero && <img src={hero} alt="" className="w-full rounded-2xl bg-brand-50 object-cover" />}
      </header>
      <section aria-labelledby="refer-steps">
        <h2 id="refer-steps" className="text-xl font-bold text-ink-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-ink-100 bg-white p-5 shadow-card">
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-pill bg-brand-50 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink-900">{step.title}</h3>
              <p className="mt-1 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {content.note && (
        <p className="rounded-xl bg-ink-50 p-5 text-sm leading-6 text-ink-700">{content.note}</p>
      )}
    </article>
  );
}

export function ReferEarnPage() {
  const read = useCmsPage('refer-and-earn');
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <ReadState read={read} loading={<ContentLoading />} failure={contentFailure} failureSize="lg">
        {(data) => {
          const structured = parseStructured(data.data.content);
          return structured ? (
            <Structured content={structured} />
          ) : (
            <article>
              <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
                {data.data.title}
              </h1>
              <RichText html={data.data.content} className="mt-6" />
            </article>
          );
        }}
      </ReadState>
    </main>
  );
}
