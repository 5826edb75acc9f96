import { buttonClasses } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import { clipAtWord } from '@shared/common/clip-text';
import { formatSignedPoints } from '@shared/scores/score';
import { Award, ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import { BehaviorIcon } from './behavior-icon';
import { BEHAVIOR_GROUPS, KIND_STYLES } from './behavior-kind';
import { useAwardBehavior } from './behaviors-api';

/** The card's quick award: open the menu, choose a behaviour — two clicks, applied at once. */
export function QuickAwardMenu({ student, className }: { student: RosterStudent; className?: string }) {
  const { award } = useAwardBehavior();
  const name = fullName(student);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Award points to ${name}`}
        className={buttonClasses('outline', 'sm', cn('gap-1.5 pr-2', className))}
      >
        <Award aria-hidden="true" />
        Award
        <ChevronDown aria-hidden="true" className="text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="max-h-[min(32rem,var(--radix-dropdown-menu-content-available-height))] w-64 overflow-y-auto"
      >
        <DropdownMenuLabel className="break-words" title={name}>
          {clipAtWord(name)}
        </DropdownMenuLabel>
        {BEHAVIOR_GROUPS.map(({ kind, behaviors }) => {
          const style = KIND_STYLES[kind];
          return (
            <Fragment key={kind}>
              <DropdownMenuSeparator />
              <DropdownMenuGroup aria-label={style.label}>
                <DropdownMenuLabel className={cn('py-1 text-xs font-semibold', style.text)}>
                  {style.label}
                </DropdownMenuLabel>
                {behaviors.map((behavior) => (
                  <DropdownMenuItem
                    key={behavior.id}
                    onSelect={() =>
                      award({
                        classId: student.classId,
                        studentIds: [student.id],
                        type: behavior.name,
                        points: behavior.points,
                        mode: 'students',
                        label: name,
                      })
                    }
                  >
                    <span
                      className={cn('inline-flex size-6 items-center justify-center rounded-md', style.chip)}
                    >
                      <BehaviorIcon behavior={behavior} className="size-3.5" />
                    </span>
                    <span className="flex-1">{behavior.name}</span>
                    <span className={cn('font-semibold tabular-nums', style.text)}>
                      {formatSignedPoints(behavior.points)}
                    </span>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuGroup>
            </Fragment>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
