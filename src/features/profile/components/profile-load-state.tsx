import { Button, Skeleton, Spinner } from '@friendly/ui';

/** While the profile (and the places config) load: a spinner and the form's outline. */
export function ProfileLoading() {
  return (
    <div className="grid gap-6">
      <Spinner label="Loading your profile…" showLabel />
      <div aria-hidden="true" className="grid gap-6">
        <div className="flex items-center gap-4">
          <Skeleton shape="circle" className="size-24" />
          <Skeleton shape="block" className="h-9 w-36" />
        </div>
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2">
            <Skeleton className="w-48" />
            <Skeleton shape="block" className="h-11 w-full" />
          </div>
        ))}
        <div className="grid gap-2">
          <Skeleton className="w-48" />
          <Skeleton shape="block" className="h-28 w-full" />
        </div>
      </div>
    </div>
  );
}

/** The profile could not be loaded (not a 401: that ends the session). */
export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-4">
      <p role="alert" className="font-medium text-danger-700">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
