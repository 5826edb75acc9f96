import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { PageLoader } from '@client/components/layout/page-loader';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import type { ClassView } from '@shared/classes/schemas';
import type { ReactNode } from 'react';
import { useCurrentClass } from './classes-api';
import { CurrentClassSelect } from './current-class-select';

/**
 * A teacher page about the current class (/homework, /students): the header with the class
 * picker, the loading / error / no-class states, live updates and the undo toast.
 * `children` renders the page for the current class.
 */
export function ClassPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (current: ClassView) => ReactNode;
}) {
  usePageTitle(title);
  useLiveUpdates();
  const { current, classes, isPending, isError, error, refetch } = useCurrentClass();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={current ? <CurrentClassSelect classes={classes} current={current} /> : null}
      />
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <LoadError what="your classes" error={error} onRetry={() => void refetch()} />
      ) : !current ? (
        <p className="text-muted-foreground">You have no classes yet.</p>
      ) : (
        children(current)
      )}
    </div>
  );
}
