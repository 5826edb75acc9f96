import { Button } from '@client/components/ui/button';
import { BalanceBadge } from '@client/features/students/balance-badge';
import { matchesStudentSearch } from '@client/features/students/match-student';
import { fullName, type RosterStudent } from '@client/features/students/roster-api';
import { StudentAvatar } from '@client/features/students/student-avatar';
import { StudentSearch } from '@client/features/students/student-search';
import { cn } from '@client/lib/cn';
import { useUiStore } from '@client/lib/stores/ui-store';
import { findBehavior } from '@shared/behaviors/catalogue';
import { formatSignedPoints } from '@shared/scores/score';
import { useState } from 'react';
import { BehaviorIcon } from './behavior-icon';
import { KIND_STYLES } from './behavior-kind';
import { SheetContent, SheetDescription, Sheet as SheetRoot, SheetTitle } from './side-sheet';
import { useAwardBehavior } from './use-award-behavior';

const who = (selected: RosterStudent[]) =>
  selected.length === 1 ? fullName(selected[0]) : `${selected.length} students`;

/**
 * The behaviour side sheet (spec part 1 §2, §4): the class's students to select, then Apply —
 * one batch call. Opening it (BehaviorGrid) sets the behaviour and clears the selection;
 * closing clears both.
 */
export function BehaviorSheet({ classId, students }: { classId: number; students: RosterStudent[] }) {
  const open = useUiStore((s) => s.showBehaviorSheet);
  const behaviorId = useUiStore((s) => s.selectedBehaviorType);
  const selectedIds = useUiStore((s) => s.selectedStudentIds);
  const toggle = useUiStore((s) => s.toggleStudentSelection);
  const setSelected = useUiStore((s) => s.setSelectedStudentIds);
  const close = useUiStore((s) => s.closeBehaviorSheet);
  const { award } = useAwardBehavior();
  const [query, setQuery] = useState('');

  const behavior = behaviorId ? findBehavior(behaviorId) : undefined;
  const style = behavior ? KIND_STYLES[behavior.kind] : KIND_STYLES.positive;
  const visible = students.filter((s) => matchesStudentSearch(s, query));
  const selected = students.filter((s) => selectedIds.includes(s.id));
  const allVisibleSelected = visible.length > 0 && visible.every((s) => selectedIds.includes(s.id));

  const onOpenChange = (next: boolean) => {
    if (!next) {
      close();
      setQuery('');
    }
  };

  const apply = () => {
    if (!behavior || selected.length === 0) return;
    award({
      classId,
      studentIds: selected.map((s) => s.id),
      type: behavior.name,
      points: behavior.points,
      mode: 'students',
      label: who(selected),
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
                Apply{selected.length > 0 ? ` to ${who(selected)}` : ''}
              </Button>
            </div>
          }
        >
          <div className="sticky top-0 z-10 grid gap-3 border-b border-border bg-surface p-4">
            <StudentSearch value={query} onChange={setQuery} />
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {selected.length} of {students.length} selected
              </p>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={visible.length === 0 || allVisibleSelected}
                  onClick={() => setSelected([...new Set([...selectedIds, ...visible.map((s) => s.id)])])}
                >
                  Select All
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={selectedIds.length === 0}
                  onClick={() => setSelected([])}
                >
                  Clear
                </Button>
              </div>
            </div>
          </div>
          {visible.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">
              {students.length === 0 ? 'No students in this class' : 'No students match your search.'}
            </p>
          ) : (
            <ul className="grid gap-1 p-2">
              {visible.map((student) => {
                const checked = selectedIds.includes(student.id);
                return (
                  <li key={student.id}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-surface-muted',
                        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring',
                        checked && 'bg-brand-soft/60 hover:bg-brand-soft',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() => toggle(student.id)}
                        className="size-5 shrink-0 accent-(--brand) focus-visible:outline-none"
                      />
                      <StudentAvatar student={student} size="sm" />
                      <span className="grid min-w-0 flex-1">
                        <span className="truncate text-sm font-medium">{fullName(student)}</span>
                        {student.nickname ? (
                          <span className="truncate text-xs text-muted-foreground">"{student.nickname}"</span>
                        ) : null}
                      </span>
                      <BalanceBadge balance={student.balance} showLabel={false} />
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </SheetContent>
      ) : null}
    </SheetRoot>
  );
}
