import { Button } from '@client/components/ui/button';
import { usePageTitle } from '@client/lib/use-page-title';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <div className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 py-12 text-center">
      <Compass aria-hidden="true" className="size-12 text-brand" />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go Home</Link>
      </Button>
    </div>
  );
}
