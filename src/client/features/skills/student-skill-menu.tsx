import { Button, buttonClasses } from '@client/components/ui/button';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import { clipAtWord } from '@shared/common/clip-text';
import { isSkillButtonDisabled, STUDENT_SKILL_BUTTONS } from '@shared/scores/point-values';
import { formatPointCount } from '@shared/scores/score';
import type { SkillView } from '@shared/skills/schemas';
import { ChevronDown, Sparkles } from 'lucide-react';
import { Popover } from 'radix-ui';
import { skillPointsOf, useSkillWrites } from './skills-api';

/**
 * The card's per-student skill buttons: every skill with its points and
 * the buttons -1, +1, +3, +5, +7, +10 (they add) and 'Set to 0' (it sets, and says so) — two
 * clicks from the card, like an award.
 * The minus is disabled at 0; the popover stays open for several changes in a row.
 */
export function StudentSkillMenu({ student, skills }: { student: RosterStudent; skills: SkillView[] }) {
  const { changeOne } = useSkillWrites();
  const name = fullName(student);
  if (skills.length === 0) return null;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Grade skills for ${name}`}
        className={buttonClasses('outline', 'sm', 'gap-1.5 pr-2')}
      >
        <Sparkles aria-hidden="true" />
        Skills
        <ChevronDown aria-hidden="true" className="text-muted-foreground" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={`Skills of ${name}`}
          className={cn(
            'z-50 grid max-h-[min(34rem,var(--radix-popover-content-available-height))] w-[min(22rem,calc(100vw-1rem))] gap-1 overflow-y-auto rounded-lg border border-border bg-surface p-2 text-foreground shadow-overlay',
            'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          )}
        >
          <p className="px-1 pb-1 text-sm font-semibold break-words" title={name}>
            {clipAtWord(name)}
          </p>
          {skills.map((skill) => {
            const current = skillPointsOf(student, skill.id);
            return (
              <section
                key={skill.id}
                aria-label={skill.name}
                className="grid gap-1.5 rounded-md border border-border p-2"
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h4 className="truncate text-sm font-medium">{skill.name}</h4>
                  <span className="text-sm font-semibold tabular-nums">{current} pts</span>
                </div>
                {/* Adding and setting look different: the row adds ('+1'), the last button sets. */}
                <div className="grid grid-cols-[repeat(6,minmax(0,1fr))_auto] gap-1">
                  {STUDENT_SKILL_BUTTONS.map((button) => {
                    const sets = button.body.set !== undefined;
                    return (
                      <Button
                        key={button.label}
                        variant={sets ? 'ghost' : 'outline'}
                        size="sm"
                        disabled={isSkillButtonDisabled(button, current)}
                        aria-label={`${sets ? button.label : formatPointCount(button.body.points ?? 0, { signed: true })}: ${skill.name}`}
                        title={sets ? `Set ${skill.name} to ${button.body.set}` : `Add ${button.label}`}
                        onClick={() => void changeOne(student, skill, button.body, name)}
                        className={cn(
                          'h-8 text-xs tabular-nums',
                          sets ? 'order-last border border-dashed border-border px-2' : 'px-0',
                        )}
                      >
                        {button.label}
                      </Button>
                    );
                  })}
                </div>
              </section>
            );
          })}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
