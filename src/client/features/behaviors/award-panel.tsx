import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { type ClassBehavior, useClassBehaviors } from '@client/features/behavior-types/behavior-types-api';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import { formatSignedPoints } from '@shared/scores/score';
import type { ReactNode } from 'react';
import { BehaviorIcon } from './behavior-icon';
import { groupByKind, KIND_STYLES } from './behavior-kind';
import { useAwardBehavior } from './behaviors-api';

/** Who the panel awards: one student (a card), the selected cards, or the whole class. */
export interface AwardTarget {
  classId: number;
  students: RosterStudent[];
  /** 'class' for 'Whole Class' (its own toast title and failure text). */
  mode: 'students' | 'class';
}

const targetLabel = ({ students, mode }: AwardTarget) =>
  mode === 'class'
    ? `all ${students.length} students`
    : students.length === 1
      ? fullName(students[0])
      : `${students.length} students`;

// Positive on the left, the rest ('needs work': negative, then warning) on the right, so both
// show without scrolling on a phone (decision 0071).
const columnsOf = (behaviors: readonly ClassBehavior[]) => {
  const groups = groupByKind(behaviors);
  return [
    { id: 'positive', label: 'Positive', groups: groups.filter((g) => g.kind === 'positive') },
    { id: 'needs-work', label: 'Needs work', groups: groups.filter((g) => g.kind !== 'positive') },
  ];
};

function Tile({ behavior, onPick }: { behavior: ClassBehavior; onPick: () => void }) {
  const style = KIND_STYLES[behavior.kind];
  return (
    <button
      type="button"
      onClick={onPick}
      className={cn(
        'flex min-h-12 w-full items-center gap-2 rounded-lg border border-border bg-surface px-2 py-1.5 text-left text-sm transition-colors sm:gap-3 sm:px-3',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        style.tile,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('inline-flex size-7 shrink-0 items-center justify-center rounded-md', style.chip)}
      >
        <BehaviorIcon behavior={behavior} className="size-4" />
      </span>
      <span className="min-w-0 flex-1 leading-tight font-medium break-words">{behavior.name}</span>
      <span className={cn('shrink-0 font-semibold tabular-nums', style.text)}>
        {formatSignedPoints(behavior.points)}
      </span>
    </button>
  );
}

/**
 * The award panel a card opens: the class's behaviours as large tiles; one tap awards and
 * closes, so a point is two taps from the dashboard. Focus starts on the first behaviour (Radix
 * focuses the first tile), Escape closes and focus goes back to the card.
 */
export function AwardPanel({
  target,
  onClose,
  returnFocus,
  children,
}: {
  target: AwardTarget | null;
  onClose: () => void;
  /** Where focus goes when the panel closes (the card that opened it, or what the page knows). */
  returnFocus?: () => HTMLElement | null;
  /** More for one student below the tiles (the skill buttons, the profile). */
  children?: ReactNode;
}) {
  const { award } = useAwardBehavior();
  // The class's own behaviours (decision 0085); the dashboard has them loaded before a card is tapped.
  const behaviors = useClassBehaviors(target?.classId ?? null).data;
  const label = target ? targetLabel(target) : '';
  const pick = (behavior: ClassBehavior) => {
    if (!target) return;
    award({
      classId: target.classId,
      studentIds: target.students.map((s) => s.id),
      type: behavior.name,
      points: behavior.points,
      mode: target.mode,
      label,
    });
    onClose();
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const element = returnFocus?.();
          if (!element) return;
          event.preventDefault();
          element.focus();
        }}
        // On a phone a bottom sheet: in reach of the thumb, and clear of the notification at the top.
        className="max-h-[calc(100dvh-4.5rem)] w-[calc(100vw-1rem)] max-w-2xl gap-3 p-3 max-sm:top-auto max-sm:bottom-2 max-sm:translate-y-0 max-sm:data-[state=open]:animate-fade-in sm:max-h-[calc(100dvh-1rem)] sm:gap-4 sm:p-6"
      >
        <div className="grid gap-0.5 pr-10">
          <DialogTitle className="truncate">Award {label}</DialogTitle>
          <DialogDescription>One tap awards and closes.</DialogDescription>
        </div>
        {behaviors ? null : <p className="text-sm text-muted-foreground">Loading the class's behaviors…</p>}
        <div className="grid grid-cols-2 gap-2 sm:gap-4">
          {columnsOf(behaviors ?? []).map((column) => (
            <section key={column.id} aria-label={column.label} className="grid content-start gap-1.5">
              <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {column.label}
              </h3>
              {column.groups.flatMap(({ behaviors }) =>
                behaviors.map((behavior) => (
                  <Tile key={behavior.id} behavior={behavior} onPick={() => pick(behavior)} />
                )),
              )}
            </section>
          ))}
        </div>
        {children ? (
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">{children}</div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
