import { Button } from '@client/components/ui/button';
import {
  SheetContent,
  SheetDescription,
  Sheet as SheetRoot,
  SheetTitle,
} from '@client/components/ui/side-sheet';
import { useClassBehaviors } from '@client/features/behavior-types/behavior-types-api';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { StudentPicker, studentsLabel } from '@client/features/roster/student-picker';
import { cn } from '@client/lib/cn';
import { useUiStore } from '@client/lib/stores/ui-store';
import { formatSignedPoints } from '@shared/scores/score';
import { BehaviorIcon } from './behavior-icon';
import { KIND_STYLES } from './behavior-kind';
import { useAwardBehavior } from './behaviors-api';

/**
 * The behaviour side sheet: the class's students to select, then Apply —
 * one batch call. Opening it (BehaviorGrid) sets the behaviour and clears the selection;
 * closing clears both.
 */
export function BehaviorSheet({ classId, students }: { classId: number; students: RosterStudent[] }) {
  const open = useUiStore((s) => s.showBehaviorSheet);
  const behaviorId = useUiStore((s) => s.selectedBehaviorType);
  const selectedIds = useUiStore((s) => s.selectedStudentIds);
  const close = useUiStore((s) => s.closeBehaviorSheet);
  const { award } = useAwardBehavior();

  const behaviors = useClassBehaviors(classId).data;
  // Gone from the list (deleted on another screen) while the sheet was open: the sheet closes.
  const behavior = behaviorId ? behaviors?.find((b) => String(b.id) === behaviorId) : undefined;
  const style = behavior ? KIND_STYLES[behavior.kind] : KIND_STYLES.positive;
  const selected = students.filter((s) => selectedIds.includes(s.id));

  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };

  const apply = () => {
    if (!behavior || selected.length === 0) return;
    award({
      classId,
      studentIds: selected.map((s) => s.id),
      type: behavior.name,
      points: behavior.points,
      mode: 'students',
      label: studentsLabel(selected),
    });
    onOpenChange(false);
  };

  return (
    <SheetRoot open={open && Boolean(behavior)} onOpenChange={onOpenChange}>
      {behavior ? (
        <SheetContent
          header={
            <>
              <div className="flex items-center gap-3">
                <span
                  className={cn('inline-flex size-10 items-center justify-center rounded-lg', style.chip)}
                >
                  <BehaviorIcon behavior={behavior} className="size-5" />
                </span>
                <div className="grid gap-1">
                  <SheetTitle className="text-lg leading-tight font-semibold">{behavior.name}</SheetTitle>
                  <span className={cn('text-sm font-semibold', style.text)}>
                    {formatSignedPoints(behavior.points)} points · {style.label}
                  </span>
                </div>
              </div>
              <SheetDescription className="text-sm text-muted-foreground">
                Select the students, then apply.
              </SheetDescription>
            </>
          }
          footer={
            <div className="flex items-center justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button disabled={selected.length === 0} onClick={apply} className="flex-1 sm:flex-none">
                Apply{selected.length > 0 ? ` to ${studentsLabel(selected)}` : ''}
              </Button>
            </div>
          }
        >
          <StudentPicker students={students} />
        </SheetContent>
      ) : null}
    </SheetRoot>
  );
}
