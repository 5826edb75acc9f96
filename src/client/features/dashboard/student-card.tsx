import { BalanceFigure } from '@client/components/scores/balance-figure';
import { buttonClasses } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { type DayMark, useDayMarks } from '@client/features/attendance/attendance-api';
import { PendingMark } from '@client/features/offline/pending-mark';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { StudentAvatar } from '@client/features/roster/student-avatar';
import { cn } from '@client/lib/cn';
import { clipAtWord } from '@shared/common/clip-text';
import { ArrowRightLeft, Check, ExternalLink, IdCard, Merge, MoreHorizontal, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

/** Skills shown for one student (in the award panel since the cards became compact). */
export const CARD_SKILL_LIMIT = 4;

interface StudentCardProps {
  student: RosterStudent;
  /** The card's one tap: opens the award panel, or (in Select mode) picks the card. */
  onActivate: (student: RosterStudent) => void;
  /** In Select mode the card is a toggle: true/false; otherwise undefined. */
  selected?: boolean;
  /** Roving tab index: only the active card of the grid is in the Tab order. */
  active: boolean;
  onFocus: () => void;
  onTransfer: (student: RosterStudent) => void;
  /** Opens 'Merge into…' (a child on the roster twice); without it the menu has no such item. */
  onMerge?: (student: RosterStudent) => void;
  onDelete: (student: RosterStudent) => void;
  /** Opens the profile dialog (balance, skills, recent history) without leaving the page. */
  onProfile?: (studentId: number) => void;
}

const MARKS: Record<DayMark, { label: string; spoken: string; className: string }> = {
  absent: { label: 'Absent', spoken: 'absent today', className: 'bg-danger-soft text-danger-text' },
  late: { label: 'Late', spoken: 'late today', className: 'bg-warning-soft text-warning-text' },
  'left-early': {
    label: 'Left early',
    spoken: 'left early today',
    className: 'bg-surface-muted text-muted-foreground',
  },
};

/**
 * A compact roster card: avatar or initials, name, balance. Its button is stretched over the
 * whole card (≥ 44 px everywhere) and opens the award panel; profile, student page, transfer
 * and delete sit in the card's ⋯ menu so no card carries a delete button in plain sight.
 */
export function StudentCard({
  student,
  onActivate,
  selected,
  active,
  onFocus,
  onTransfer,
  onMerge,
  onDelete,
  onProfile,
}: StudentCardProps) {
  const name = fullName(student);
  const selecting = selected !== undefined;
  // Absent today: dimmed (dashed, greyed photo) but still a card to award (docs/decisions/0088).
  // Late or left early: a small mark only; they count as here (docs/decisions/0146).
  const mark = useDayMarks(student.classId).get(student.id);
  const absent = mark === 'absent';
  return (
    <article
      className={cn(
        'relative flex min-w-0 flex-col items-center gap-1.5 rounded-xl border border-border bg-surface px-2 pt-2.5 pb-2.5 sm:pt-3 text-center shadow-card transition-[border-color,box-shadow,background-color]',
        'hover:border-brand/40 hover:shadow-overlay',
        'has-[button[data-card-button]:focus-visible]:outline-2 has-[button[data-card-button]:focus-visible]:outline-offset-2 has-[button[data-card-button]:focus-visible]:outline-ring',
        selected && 'border-brand bg-brand-soft/60 ring-2 ring-brand',
        absent && !selected && 'border-dashed bg-surface-muted shadow-none [&_img]:grayscale',
      )}
    >
      {/* The card's one button, over the whole card (a sibling of the heading, so the heading
          keeps the student's name as its own). */}
      <button
        type="button"
        data-card-button=""
        data-student-id={student.id}
        tabIndex={active ? 0 : -1}
        onFocus={onFocus}
        onClick={() => onActivate(student)}
        aria-label={`${selecting ? name : `Award points to ${name}`}${mark ? ` (${MARKS[mark].spoken})` : ''}`}
        aria-pressed={selecting ? selected : undefined}
        className="absolute inset-0 rounded-xl outline-none"
      />
      <StudentAvatar student={student} className="max-sm:size-7 max-sm:text-xs" />
      {selected ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-2 left-2 inline-flex size-5 items-center justify-center rounded-full bg-brand text-brand-foreground"
        >
          <Check className="size-3.5" />
        </span>
      ) : null}
      {/* Cut at a word (a long name never ends 'Alexandrin a-…'); the tooltip has it whole. */}
      {/* The waiting-to-sync mark beside the name, not on it. */}
      <div className="flex w-full min-w-0 items-start justify-center gap-1">
        <h3 className="line-clamp-2 min-w-0 text-sm leading-snug font-semibold break-words" title={name}>
          {clipAtWord(name)}
        </h3>
        <PendingMark studentId={student.id} />
      </div>
      {student.nickname ? (
        <p className="-mt-1 w-full truncate text-xs text-muted-foreground">"{student.nickname}"</p>
      ) : null}
      {mark ? (
        <span
          className={cn(
            'pointer-events-none rounded-full px-2 py-0.5 text-xs font-semibold',
            MARKS[mark].className,
          )}
        >
          {MARKS[mark].label}
        </span>
      ) : null}
      <BalanceFigure
        balance={student.balance}
        // On a phone the signed number alone (3 cards a row leave no room for the tone's words).
        className="mt-auto justify-items-center max-sm:[&>span:last-child]:hidden [&>span:nth-child(2)]:text-xl"
      />
      <div className="absolute top-0.5 right-0.5 z-10">
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`More for ${name}`}
            tabIndex={active ? 0 : -1}
            className={buttonClasses('ghost', 'icon-sm', 'size-9 text-muted-foreground')}
          >
            <MoreHorizontal aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" collisionPadding={8} className="w-56">
            <DropdownMenuLabel className="break-words" title={name}>
              {clipAtWord(name)}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {onProfile ? (
              <DropdownMenuItem onSelect={() => onProfile(student.id)}>
                <IdCard aria-hidden="true" />
                Profile of {name}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem asChild>
              <Link to={`/student/${student.id}`}>
                <ExternalLink aria-hidden="true" />
                Student page
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onTransfer(student)}>
              <ArrowRightLeft aria-hidden="true" />
              Transfer {name}
            </DropdownMenuItem>
            {onMerge ? (
              <DropdownMenuItem onSelect={() => onMerge(student)}>
                <Merge aria-hidden="true" />
                Merge into…
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuItem destructive onSelect={() => onDelete(student)}>
              <Trash2 aria-hidden="true" />
              Delete {name}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </article>
  );
}
