import { usePageTitle } from '@client/lib/use-page-title';
import { Hammer } from 'lucide-react';
import { PageHeader } from './page-header';

/** Stand-in for a page a later issue builds: its title and a short note. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  usePageTitle(title);
  return (
    <div className="grid gap-6">
      <PageHeader title={title} description={description} />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-surface/60 px-6 py-16 text-center">
        <Hammer aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">This page is on its way.</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          It is part of an upcoming Remote Chalk release.
        </p>
      </div>
    </div>
  );
}
