import { cn } from '@friendly/ui';

/**
 * Renders a content page body. Terms and privacy are HTML written by our team and stored
 * on our server (never user input), so they are rendered as HTML; see
 * docs/decisions/006-content-pages.md.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="rich-text"
      className={cn(
        'max-w-none text-base leading-7 text-ink-700',
        '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink-900',
        '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4',
        '[&_strong]:font-semibold [&_strong]:text-ink-900',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: team-authored HTML from our own content service
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
