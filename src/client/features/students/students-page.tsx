import { Card, CardContent } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { ClassPage } from '@client/features/classes/class-page';
import { sortStudents, useClassStudents } from '@client/features/roster/roster-api';
import { useSkills } from '@client/features/skills/skills-api';
import { Users } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { StudentLookupCard } from './student-lookup-card';
import { StudentProfileDialog } from './student-profile-dialog';

/** /students (Teacher students page): pick a student, see their summary. */
export function StudentsPage() {
  return (
    <ClassPage title="Students" description="Look up any student of your class.">
      {(current) => (
        <>
          <StudentLookup classId={current.id} />
          <StudentProfileDialog />
        </>
      )}
    </ClassPage>
  );
}

function StudentLookup({ classId }: { classId: number }) {
  const students = useClassStudents(classId);
  const skills = useSkills();
  const [params, setParams] = useSearchParams();
  const sorted = useMemo(() => sortStudents(students.data ?? []), [students.data]);
  const selected = sorted.find((s) => String(s.id) === params.get('student')) ?? null;

  const choose = (id: string) =>
    setParams(
      (p) => {
        if (id) p.set('student', id);
        else p.delete('student');
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <Field
            label="Student"
            hint={
              students.data
                ? `${sorted.length} ${sorted.length === 1 ? 'student' : 'students'}, sorted by last name`
                : undefined
            }
          >
            <NativeSelect
              value={selected ? String(selected.id) : ''}
              onChange={(e) => choose(e.target.value)}
              disabled={!students.data || sorted.length === 0}
            >
              <option value="">
                {students.isPending
                  ? 'Loading students…'
                  : sorted.length
                    ? 'Select a student'
                    : 'No students in this class'}
              </option>
              {sorted.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.lastName}, {s.firstName}
                  {s.nickname ? ` (“${s.nickname}”)` : ''}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {students.isError ? (
            <p className="mt-3 text-sm text-danger-text">Could not load the students.</p>
          ) : null}
        </CardContent>
      </Card>
      {selected ? (
        <StudentLookupCard student={selected} catalogue={skills.data} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-14 text-center text-muted-foreground">
          <Users aria-hidden="true" className="size-8" />
          <p>Choose a student to see their points, homework and skills.</p>
        </div>
      )}
    </>
  );
}
