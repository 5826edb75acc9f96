import type { ClassBehavior } from '@client/features/behavior-types/behavior-types-api';
import { cn } from '@client/lib/cn';
import { useUiStore } from '@client/lib/stores/ui-store';
import { formatSignedPoints } from '@shared/scores/score';
import { BehaviorIcon } from './behavior-icon';
import { groupByKind, KIND_STYLES } from './behavior-kind';

/**
 * The Behavior Actions grid: the class's behaviours in three labelled groups (a kind the class has
 * none of is left out). A tile opens the side sheet for that behaviour (which clears any earlier
 * selection).
 */
export function BehaviorGrid({
  behaviors,
  disabled = false,
}: {
  behaviors: readonly ClassBehavior[];
  disabled?: boolean;
}) {
  const openBehaviorSheet = useUiStore((s) => s.openBehaviorSheet);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-6">
      {groupByKind(behaviors).map(({ kind, behaviors: group }) => {
        if (group.length === 0) return null;
        const style = KIND_STYLES[kind];
        return (
          <div
            key={kind}
            className={cn('grid content-start gap-2.5', kind === 'positive' && 'lg:row-span-2')}
          >
            <h3 className={cn('text-sm font-semibold', style.text)}>
              {style.label}
              <span className="font-normal text-muted-foreground"> · {group.length}</span>
            </h3>
            <ul className="grid grid-cols-3 gap-2">
              {group.map((behavior) => (
                <li key={behavior.id}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => openBehaviorSheet(String(behavior.id))}
                    className={cn(
                      'flex h-full min-h-24 w-full flex-col items-start justify-between gap-2 rounded-xl border border-border bg-surface p-2.5 text-left shadow-card transition-colors sm:p-3',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-55',
                      style.tile,
                    )}
                  >
                    <span className="flex w-full items-center justify-between gap-2">
                      <span
                        className={cn(
                          'inline-flex size-9 items-center justify-center rounded-lg',
                          style.chip,
                        )}
                      >
                        <BehaviorIcon behavior={behavior} className="size-5" />
                      </span>
                      <span className={cn('text-base font-bold tabular-nums', style.text)}>
                        {formatSignedPoints(behavior.points)}
                      </span>
                    </span>
                    <span className="text-[0.8125rem] leading-tight font-medium break-words hyphens-auto sm:text-sm">
                      {behavior.name}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
