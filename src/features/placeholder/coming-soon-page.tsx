import { Button } from '@friendly/ui';
import { Link, useMatches } from 'react-router-dom';

/** An honest stand-in for a screen that a later issue builds. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-start justify-center gap-4 px-6 py-16"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Coming soon</p>
      <h1 className="text-3xl font-bold text-ink-900">{title}</h1>
      <p className="text-ink-600">
        This screen is being built. Everything you need to host will appear here shortly.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </main>
  );
}

/** The placeholder as a route component: its title comes from the matched route's handle. */
export function ComingSoonRoute() {
  const match = useMatches().at(-1);
  const title = (match?.handle as { title?: string } | undefined)?.title ?? 'Coming soon';
  return <ComingSoonPage title={title} />;
}
