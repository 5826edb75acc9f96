import type { RosterStudent } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import { useUiStore } from '@client/lib/stores/ui-store';
import { formatAverage } from '@shared/scores/score';
import type { SkillView } from '@shared/skills/schemas';
import { skillPointsOf } from './skills-api';

/**
 * The Skills Grading grid: one tile per skill, with the class's average in it.
 * A tile opens the skill side sheet for that skill (which clears any earlier selection).
 */
export function SkillGrid({
  skills,
  students,
  disabled = false,
}: {
  skills: SkillView[];
  students: RosterStudent[];
  disabled?: boolean;
}) {
  const openSkillSheet = useUiStore((s) => s.openSkillSheet);
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
      {skills.map((skill) => {
        const average = formatAverage(students.map((s) => skillPointsOf(s, skill.id)));
        return (
          <li key={skill.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => openSkillSheet(skill.id)}
              className={cn(
                'flex h-full min-h-24 w-full flex-col items-start justify-between gap-2 rounded-xl border border-border bg-surface p-3 text-left shadow-card transition-colors',
                'hover:border-brand/50 hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-55',
              )}
            >
              <span className="text-sm leading-tight font-semibold">{skill.name}</span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{skill.description}</span>
              {students.length > 0 ? (
                <span className="text-xs text-muted-foreground">
                  Class average <span className="font-semibold text-foreground tabular-nums">{average}</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
