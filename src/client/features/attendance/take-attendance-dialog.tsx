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
import { Check, UserX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useAttendance, useSaveAttendance } from './attendance-api';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * 'Take Attendance': the roster as large toggles; tap the absent ones, then Save (open, tap each
 * absent child, save: two taps plus one per absence). Everyone starts present, or as saved
 * earlier today on any device.
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
  const [absent, setAbsent] = useState<ReadonlySet<number>>(new Set());
  const sorted = useMemo(() => sortStudents(students), [students]);
  const saved = attendance.data?.absentStudentIds;
  // Each opening starts from what is saved for today.
  useEffect(() => {
    if (open && saved) setAbsent(new Set(saved));
  }, [open, saved]);

  const toggle = (id: number) =>
    setAbsent((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = () =>
    save.mutate(
      sorted.filter((s) => absent.has(s.id)).map((s) => s.id),
      { onSuccess: () => onOpenChange(false) },
    );
  const count = sorted.filter((s) => absent.has(s.id)).length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl gap-3 p-4 sm:gap-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Take Attendance</DialogTitle>
          <DialogDescription>
            {attendance.data ? `${dayLabel(attendance.data.date)}. ` : ''}Tap the students who are absent.
          </DialogDescription>
        </DialogHeader>
        <ul aria-label="Students" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {sorted.map((s) => {
            const isAbsent = absent.has(s.id);
            return (
              <li key={s.id}>
                <button
                  type="button"
                  aria-pressed={isAbsent}
                  disabled={!attendance.data}
                  onClick={() => toggle(s.id)}
                  className={cn(
                    'flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-55',
                    isAbsent
                      ? 'border-danger bg-danger-soft text-danger-text'
                      : 'border-border bg-surface hover:bg-surface-muted',
                  )}
                >
                  {isAbsent ? (
                    <UserX aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <Check aria-hidden="true" className="size-4 shrink-0 text-success-text" />
                  )}
                  <span className="min-w-0 flex-1 leading-tight font-medium break-words">{fullName(s)}</span>
                  <span className="shrink-0 text-xs font-semibold">{isAbsent ? 'Absent' : 'Here'}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <DialogFooter className="items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {count === 0 ? 'Everyone is here' : `${count} absent, ${sorted.length - count} here`}
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
