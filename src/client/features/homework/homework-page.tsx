import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ClassPage } from '@client/features/classes/class-page';
import { ClipboardCheck } from 'lucide-react';
import { HomeworkQuickCheck } from './homework-quick-check';

/** /homework (Homework assessment): the quick check for the current class. */
export function HomeworkPage() {
  return (
    <ClassPage
      title="Homework Assessment"
      description="Quick check: Complete +2, Partial +1 or Missing 0 for each student."
    >
      {(current) => (
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
    </ClassPage>
  );
}
