import { Button } from '@client/components/ui/button';
import { usePresentStudents } from '@client/features/attendance/attendance-api';
import { TakeAttendanceDialog } from '@client/features/attendance/take-attendance-dialog';
import { RandomPickerDialog } from '@client/features/picks/random-picker-dialog';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import { ClipboardCheck, Shuffle } from 'lucide-react';
import { useState } from 'react';

/**
 * The class's lesson tools: 'Take Attendance' (with today's absent count) and 'Random Picker',
 * one tap each to its card. Two buttons without a wrapper, so they join the row they are put in
 * (the shortcuts' scrolling row on a phone, the roster's toolbar on larger screens: neither
 * pushes the grid down). `className` goes on both buttons.
 */
export function ClassroomTools({
  classId,
  students,
  className,
}: {
  classId: number;
  students: RosterStudent[];
  className?: string;
}) {
  const [tool, setTool] = useState<'attendance' | 'picker' | null>(null);
  const present = usePresentStudents(classId, students);
  const absent = students.length - present.length;
  const close = (open: boolean) => (open ? undefined : setTool(null));
  return (
    <>
      <Button
        variant="outline"
        className={cn('h-11 shrink-0 px-3 sm:h-10', className)}
        onClick={() => setTool('attendance')}
      >
        <ClipboardCheck aria-hidden="true" className="text-brand" />
        Take Attendance
        {absent > 0 ? (
          <span className="rounded-full bg-danger-soft px-1.5 py-0.5 text-xs font-semibold text-danger-text">
            {absent} absent
          </span>
        ) : null}
      </Button>
      <Button
        variant="outline"
        className={cn('h-11 shrink-0 px-3 sm:h-10', className)}
        disabled={present.length === 0}
        onClick={() => setTool('picker')}
      >
        <Shuffle aria-hidden="true" className="text-brand" />
        Random Picker
      </Button>
      <TakeAttendanceDialog
        classId={classId}
        students={students}
        open={tool === 'attendance'}
        onOpenChange={close}
      />
      <RandomPickerDialog
        classId={classId}
        students={students}
        present={present}
        open={tool === 'picker'}
        onOpenChange={close}
      />
    </>
  );
}
