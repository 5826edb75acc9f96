import { PageHeader } from '@client/components/layout/page-header';
import { PageLoader } from '@client/components/layout/page-loader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useCurrentClass } from '@client/features/classes/class-api';
import { UndoPrompt } from '@client/features/classes/undo-prompt';
import { CurrentClassSelect } from '@client/features/students/current-class-select';
import { usePageTitle } from '@client/lib/use-page-title';
import { ClipboardCheck } from 'lucide-react';
import { HomeworkQuickCheck } from './homework-quick-check';

/** /homework (spec part 1 §2 Homework assessment): the quick check for the current class. */
export function HomeworkPage() {
  usePageTitle('Homework Assessment');
  const { current, classes, isPending, isError } = useCurrentClass();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Homework Assessment"
        description="Quick check: Complete +2, Partial +1 or Missing 0 for each student."
        actions={current ? <CurrentClassSelect classes={classes} current={current} /> : null}
      />
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <p className="text-danger-text">Could not load your classes.</p>
      ) : !current ? (
        <p className="text-muted-foreground">You have no classes yet.</p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ClipboardCheck aria-hidden="true" className="size-5 text-brand" />
              Homework Quick Check
            </CardTitle>
            <CardDescription>
              {current.name}. Graded students leave the list; Mark All Present gives +2 to everyone still on
              it.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <HomeworkQuickCheck classId={current.id} />
          </CardContent>
        </Card>
      )}
      {/* A grade's undo (the negative points) is offered for 10 s. */}
      <UndoPrompt />
    </div>
  );
}
