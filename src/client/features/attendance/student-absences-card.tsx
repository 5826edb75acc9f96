import { LoadError } from '@client/components/feedback/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { countOf } from '@shared/common/plural';
import { useStudentAbsences } from './attendance-api';

const SHOWN = 30;
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The student page's attendance: the days marked absent, newest first. */
export function StudentAbsencesCard({ studentId }: { studentId: number }) {
  const absences = useStudentAbsences(studentId);
  const dates = absences.data?.dates ?? [];
  return (
    <Card role="region" aria-labelledby="absences-heading" aria-busy={absences.isPending}>
      <CardHeader>
        <CardTitle id="absences-heading" as="h2">
          Attendance
        </CardTitle>
        <CardDescription>
          {absences.data
            ? dates.length === 0
              ? 'Never marked absent.'
              : `Absent ${countOf(dates.length, 'day')}.`
            : 'Days marked absent.'}
        </CardDescription>
      </CardHeader>
      {/* Nothing below the line while loading or when never absent: the card keeps its height
          as its answer arrives, so the tabs below do not jump under a teacher's finger. */}
      {absences.isError ? (
        <CardContent>
          <LoadError what="the absences" onRetry={() => void absences.refetch()} />
        </CardContent>
      ) : dates.length > 0 ? (
        <CardContent>
          <ul aria-label="Days absent" className="flex flex-wrap gap-2">
            {dates.slice(0, SHOWN).map((d) => (
              <li key={d} className="rounded-md bg-surface-muted px-2.5 py-1 text-sm tabular-nums">
                <time dateTime={d}>{dayLabel(d)}</time>
              </li>
            ))}
            {dates.length > SHOWN ? (
              <li className="px-2.5 py-1 text-sm text-muted-foreground">
                and {dates.length - SHOWN} earlier
              </li>
            ) : null}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
