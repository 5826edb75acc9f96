import { Button } from '@client/components/ui/button';
import { usePresentStudents } from '@client/features/attendance/attendance-api';
import { TakeAttendanceDialog } from '@client/features/attendance/take-attendance-dialog';
import { RandomPickerDialog } from '@client/features/picks/random-picker-dialog';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { ClipboardCheck, Shuffle } from 'lucide-react';
import { useState } from 'react';

/**
 * The class's lesson tools beside the grid: 'Take Attendance' (with today's absent count) and
 * 'Random Picker'. One tap each opens its card.
 */
export function ClassroomTools({ classId, students }: { classId: number; students: RosterStudent[] }) {
  const [tool, setTool] = useState<'attendance' | 'picker' | null>(null);
  const present = usePresentStudents(classId, students);
  const absent = students.length - present.length;
  const close = (open: boolean) => (open ? undefined : setTool(null));
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {/* On a phone the label is 'Attendance' (two buttons share the row); the name stays whole. */}
      <Button
        variant="outline"
        className="h-11 px-3 sm:w-fit sm:px-4"
        aria-label={absent > 0 ? `Take Attendance, ${absent} absent` : 'Take Attendance'}
        onClick={() => setTool('attendance')}
      >
        <ClipboardCheck aria-hidden="true" className="text-brand" />
        <span>
          <span className="max-sm:hidden">Take </span>Attendance
        </span>
        {absent > 0 ? (
          <span className="rounded-full bg-danger-soft px-1.5 py-0.5 text-xs font-semibold text-danger-text">
            {absent}
            <span className="max-sm:hidden"> absent</span>
          </span>
        ) : null}
      </Button>
      <Button
        variant="outline"
        className="h-11 px-3 sm:w-fit sm:px-4"
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
    </div>
  );
}
