import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { fullName, type RosterStudent, sortStudents } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import type { AttendanceMark } from '@shared/attendance/marks';
import { Check, Clock, LogOut, type LucideIcon, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useAttendance, useSaveAttendance } from './attendance-api';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

type Mark = 'here' | AttendanceMark;

/** One tap moves a student to the next mark: the commonest (absent) takes one tap. */
const NEXT: Record<Mark, Mark> = { here: 'absent', absent: 'late', late: 'left_early', left_early: 'here' };

const LOOK: Record<Mark, { label: string; icon: LucideIcon; tile: string }> = {
  here: { label: 'Here', icon: Check, tile: 'border-border bg-surface hover:bg-surface-muted' },
  absent: { label: 'Absent', icon: UserX, tile: 'border-danger bg-danger-soft text-danger-text' },
  late: { label: 'Late', icon: Clock, tile: 'border-warning-text bg-warning-soft text-warning-text' },
  left_early: { label: 'Left early', icon: LogOut, tile: 'border-info-text bg-info-soft text-info-text' },
};

/** '2 absent, 1 late, 17 here'; 'Everyone is here'. */
function summary(counts: Record<Mark, number>): string {
  const away = (['absent', 'late', 'left_early'] as const)
    .filter((m) => counts[m] > 0)
    .map((m) => `${counts[m]} ${LOOK[m].label.toLowerCase()}`);
  return away.length === 0 ? 'Everyone is here' : `${away.join(', ')}, ${counts.here} here`;
}

/**
 * 'Take Attendance': the roster as large tiles; each tap moves a student on: here → absent →
 * late → left early → here (decision 0146), then Save. Open, tap each absent child once, save:
 * two taps plus one per absence, as before; late is two taps, left early three. Everyone
 * starts here, or as saved earlier today on any device.
 */
export function TakeAttendanceDialog({
  classId,
  students,
  open,
  onOpenChange,
}: {
  classId: number;
  students: RosterStudent[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const attendance = useAttendance(open ? classId : null);
  const save = useSaveAttendance(classId);
  const [marks, setMarks] = useState<ReadonlyMap<number, AttendanceMark>>(new Map());
  const sorted = useMemo(() => sortStudents(students), [students]);
  const saved = attendance.data;
  // Each opening starts from what is saved for today.
  useEffect(() => {
    if (!open || !saved) return;
    const next = new Map<number, AttendanceMark>();
    for (const id of saved.absentStudentIds) next.set(id, 'absent');
    for (const id of saved.lateStudentIds) next.set(id, 'late');
    for (const id of saved.leftEarlyStudentIds) next.set(id, 'left_early');
    setMarks(next);
  }, [open, saved]);

  const markOf = (id: number): Mark => marks.get(id) ?? 'here';
  const advance = (id: number) =>
    setMarks((prev) => {
      const next = new Map(prev);
      const to = NEXT[prev.get(id) ?? 'here'];
      if (to === 'here') next.delete(id);
      else next.set(id, to);
      return next;
    });
  const idsWith = (mark: AttendanceMark) => sorted.filter((s) => marks.get(s.id) === mark).map((s) => s.id);
  const submit = () =>
    save.mutate(
      {
        absentStudentIds: idsWith('absent'),
        lateStudentIds: idsWith('late'),
        leftEarlyStudentIds: idsWith('left_early'),
      },
      { onSuccess: () => onOpenChange(false) },
    );
  const counts: Record<Mark, number> = { here: 0, absent: 0, late: 0, left_early: 0 };
  for (const s of sorted) counts[markOf(s.id)]++;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-3 p-4 sm:gap-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Take Attendance</DialogTitle>
          <DialogDescription>
            {attendance.data ? `${dayLabel(attendance.data.date)}. ` : ''}Tap once for absent, twice for late,
            three times for left early.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Students" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {sorted.map((s) => {
            const mark = markOf(s.id);
            const { label, icon: Icon, tile } = LOOK[mark];
            return (
              <li key={s.id}>
                <button
                  type="button"
                  aria-pressed={mark !== 'here'}
                  aria-label={`${fullName(s)}: ${label}`}
                  data-mark={mark}
                  disabled={!attendance.data}
                  onClick={() => advance(s.id)}
                  className={cn(
                    'flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-55',
                    tile,
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', mark === 'here' && 'text-success-text')}
                  />
                  <span className="min-w-0 flex-1 leading-tight font-medium break-words">{fullName(s)}</span>
                  <span aria-hidden="true" className="shrink-0 text-xs font-semibold">
                    {label}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <DialogFooter className="items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {summary(counts)}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" size="lg" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button size="lg" onClick={submit} loading={save.isPending} disabled={!attendance.data}>
              Save Attendance
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
