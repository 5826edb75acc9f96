import { BalanceBadge } from '@client/components/scores/balance-badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { useUiStore } from '@client/lib/stores/ui-store';
import { clipAtWord } from '@shared/common/clip-text';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { matchesStudentSearch } from './match-student';
import { fullName, type RosterStudent } from './roster-api';
import { StudentAvatar } from './student-avatar';
import { StudentSearch } from './student-search';

/** 'Ada Lovelace' for one student, '3 students' for more: toasts, buttons and undo toasts. */
export const studentsLabel = (selected: RosterStudent[]) =>
  selected.length === 1 ? fullName(selected[0]) : `${selected.length} students`;

/**
 * The class's students to select, as the behaviour and skill side sheets list them:
 * search, Select All / Clear, one checkbox row per student. The selection is
 * the UI store's `selectedStudentIds`, which opening a sheet clears. `aside` renders at the
 * end of each row (the balance by default; the skill sheet shows the skill's points).
 */
export function StudentPicker({
  students,
  aside = (student) => <BalanceBadge balance={student.balance} showLabel={false} />,
}: {
  students: RosterStudent[];
  aside?: (student: RosterStudent) => ReactNode;
}) {
  const selectedIds = useUiStore((s) => s.selectedStudentIds);
  const toggle = useUiStore((s) => s.toggleStudentSelection);
  const setSelected = useUiStore((s) => s.setSelectedStudentIds);
  const [query, setQuery] = useState('');

  const visible = students.filter((s) => matchesStudentSearch(s, query));
  const selectedCount = students.filter((s) => selectedIds.includes(s.id)).length;
  const allVisibleSelected = visible.length > 0 && visible.every((s) => selectedIds.includes(s.id));

  return (
    <>
      <div className="sticky top-0 z-10 grid gap-3 border-b border-border bg-surface p-4">
        <StudentSearch value={query} onChange={setQuery} />
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {selectedCount} of {students.length} selected
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
                    <span className="text-sm font-medium break-words" title={fullName(student)}>
                      {clipAtWord(fullName(student))}
                    </span>
                    {student.nickname ? (
                      <span className="truncate text-xs text-muted-foreground">"{student.nickname}"</span>
                    ) : null}
                  </span>
                  {aside(student)}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
