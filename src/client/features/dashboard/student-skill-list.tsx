import type { RosterStudent } from '@client/features/roster/roster-api';
import { CARD_SKILL_LIMIT } from './student-card';

/** A student's first skills and points, under the award panel's tiles (the spec's card skills). */
export function StudentSkillList({ student }: { student: RosterStudent }) {
  const skills = student.skills.slice(0, CARD_SKILL_LIMIT);
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className="flex w-full flex-wrap gap-1.5">
      {skills.map(({ skillId, points, skill }) => (
        <li
          key={skillId}
          className="inline-flex max-w-full items-center gap-1.5 rounded-md bg-surface-muted px-2 py-1 text-xs"
        >
          <span className="truncate">{skill.name}</span>
          <span className="font-semibold tabular-nums">{points}</span>
        </li>
      ))}
    </ul>
  );
}
