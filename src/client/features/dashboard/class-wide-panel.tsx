import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApplyToAllForm } from '@client/features/behaviors/apply-to-all-form';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { countOf } from '@shared/common/plural';
import type { ReactNode } from 'react';

/**
 * The class-wide panel, shown when the class has students. It holds the
 * behaviour form 'Apply to All'; more class-wide forms (Award Skill Points) go in `children`,
 * each in its own column.
 */
export function ClassWidePanel({
  classId,
  students,
  children,
}: {
  classId: number;
  students: RosterStudent[];
  children?: ReactNode;
}) {
  return (
    <Card aria-labelledby="class-wide-heading" role="region">
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle id="class-wide-heading" as="h3">
          Class-wide Actions
        </CardTitle>
        <CardDescription>
          For all {countOf(students.length, 'student')} of the class at once (absent students are skipped).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ApplyToAllForm classId={classId} students={students} />
        {children}
      </CardContent>
    </Card>
  );
}
