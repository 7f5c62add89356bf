import { Button } from '@friendly/ui';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-start justify-center gap-4 px-6 py-16"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-ink-900">Page not found</h1>
      <p className="text-ink-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Back to Home</Link>
      </Button>
    </main>
  );
}
