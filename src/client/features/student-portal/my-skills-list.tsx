import { SkillProgressBar } from '@client/features/students/skill-progress-bar';
import { SKILL_FULL_POINTS } from '@shared/scores/score';
import type { StudentSkillView } from '@shared/skills/schemas';

/** The Skills tab: each skill with its points and a bar that is full at 10 points. */
export function MySkillsList({ skills }: { skills: readonly StudentSkillView[] }) {
  if (skills.length === 0) {
    return <p className="text-sm text-muted-foreground">No skills yet.</p>;
  }
  return (
    <ul aria-label="Skills" className="grid gap-4 sm:grid-cols-2">
      {skills.map((s) => (
        <li key={s.skillId} className="grid gap-2 rounded-xl border border-border bg-surface p-4">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="font-semibold">{s.skill.name}</h3>
            <span className="text-sm font-semibold whitespace-nowrap tabular-nums">
              {s.points} / {SKILL_FULL_POINTS}
            </span>
          </div>
          {s.skill.description ? (
            <p className="text-sm text-muted-foreground">{s.skill.description}</p>
          ) : null}
          <SkillProgressBar points={s.points} label={`${s.skill.name} progress`} />
        </li>
      ))}
    </ul>
  );
}
