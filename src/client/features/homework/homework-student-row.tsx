import { Button } from '@client/components/ui/button';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { StudentAvatar } from '@client/features/roster/student-avatar';
import { cn } from '@client/lib/cn';
import { clipAtWord } from '@shared/common/clip-text';
import { HOMEWORK_GRADES, type HomeworkGrade } from '@shared/scores/point-values';
import { formatSignedPoints } from '@shared/scores/score';
import { Check, CircleDashed, X } from 'lucide-react';

const LOOK: Record<HomeworkGrade['id'], { icon: typeof Check; className: string }> = {
  complete: {
    icon: Check,
    className: 'border-success-text/40 bg-success-soft text-success-text hover:bg-success-soft/70',
  },
  partial: {
    icon: CircleDashed,
    className: 'border-warning-text/40 bg-warning-soft text-warning-text hover:bg-warning-soft/70',
  },
  missing: {
    icon: X,
    className: 'border-danger-text/40 bg-danger-soft text-danger-text hover:bg-danger-soft/70',
  },
};

interface HomeworkStudentRowProps {
  student: RosterStudent;
  compact?: boolean;
  onGrade: (student: RosterStudent, grade: HomeworkGrade) => void;
}

/** One ungraded student: name, current homework score, and Complete +2 / Partial +1 / Missing 0. */
export function HomeworkStudentRow({ student, compact = false, onGrade }: HomeworkStudentRowProps) {
  const name = fullName(student);
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface sm:flex-row sm:items-center',
        compact ? 'p-2.5' : 'p-3',
      )}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {compact ? null : <StudentAvatar student={student} size="sm" />}
        <div className="grid min-w-0">
          <span className="font-medium break-words" title={name}>
            {clipAtWord(name)}
            {student.nickname ? (
              <span className="font-normal text-muted-foreground"> “{student.nickname}”</span>
            ) : null}
          </span>
          <span className="text-xs text-muted-foreground">Homework score: {student.hwScore}</span>
        </div>
      </div>
      <fieldset className="grid min-w-0 grid-cols-3 gap-1.5 sm:flex">
        <legend className="sr-only">Homework for {name}</legend>
        {HOMEWORK_GRADES.map((grade) => {
          const { icon: Icon, className } = LOOK[grade.id];
          return (
            <Button
              key={grade.id}
              size="sm"
              variant="outline"
              className={cn(
                'min-w-0 gap-1 px-1.5 sm:gap-2 sm:px-2.5 [&_svg]:hidden sm:[&_svg]:block',
                className,
              )}
              onClick={() => onGrade(student, grade)}
            >
              <Icon aria-hidden="true" />
              {grade.label}
              <span className="tabular-nums">{formatSignedPoints(grade.points)}</span>
            </Button>
          );
        })}
      </fieldset>
    </li>
  );
}
