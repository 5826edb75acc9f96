import { Spinner } from '@client/components/ui/spinner';

/** Full-area loading state for lazy pages and session checks. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-1 items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label={label} />
    </div>
  );
}
