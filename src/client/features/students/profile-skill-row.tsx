import { Button } from '@client/components/ui/button';
import { useSkillPoints } from '@client/features/skills/skills-api';
import { toast, toastError } from '@client/lib/toast';
import { PROFILE_SKILL_POINTS } from '@shared/scores/point-values';
import { formatPointCount, formatSignedPoints } from '@shared/scores/score';
import type { StudentSkillView } from '@shared/skills/schemas';
import { SkillProgressBar } from './skill-progress-bar';

interface ProfileSkillRowProps {
  studentId: number;
  studentName: string;
  skill: StudentSkillView;
}

/** One skill in the profile: name, points, bar and the +1 +2 +3 buttons. */
export function ProfileSkillRow({ studentId, studentName, skill }: ProfileSkillRowProps) {
  const award = useSkillPoints();
  const skillName = skill.skill?.name || 'Unknown Skill';

  const add = (points: number) =>
    award.mutate(
      { studentId, skillId: skill.skillId, body: { points } },
      {
        onSuccess: (result) =>
          toast({
            title: 'Skill Updated',
            description: `Added ${formatSignedPoints(points)} points to ${result.skill?.name || skillName} for ${studentName}`,
            variant: 'success',
          }),
        onError: (error) => toastError('Failed to update skill points.', error, 'Update Failed'),
      },
    );

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate text-sm font-medium">{skillName}</span>
        <span className="shrink-0 text-sm font-semibold tabular-nums">
          {skill.points}{' '}
          <span className="font-normal text-muted-foreground">{skill.points === 1 ? 'pt' : 'pts'}</span>
        </span>
      </div>
      <div className="flex items-center gap-3">
        <SkillProgressBar points={skill.points} label={`${skillName} progress`} className="flex-1" />
        <div className="flex shrink-0 gap-1">
          {PROFILE_SKILL_POINTS.map((points) => (
            <Button
              key={points}
              size="sm"
              variant="outline"
              className="h-8 px-2.5"
              disabled={award.isPending}
              aria-label={`Add ${formatPointCount(points)} to ${skillName}`}
              onClick={() => add(points)}
            >
              {formatSignedPoints(points)}
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}
