import { LoadError } from '@client/components/feedback/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useStudentSkills } from '@client/features/skills/skills-api';
import { ProfileSkillRow } from './profile-skill-row';

/** The profile's Skills Progress: every catalogue skill with the +1 +2 +3 buttons. */
export function StudentProfileSkills({ studentId, studentName }: { studentId: number; studentName: string }) {
  const skills = useStudentSkills(studentId);
  if (skills.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[4.5rem] w-full" />
        ))}
      </div>
    );
  }
  if (skills.isError) {
    return <LoadError what="the skills" error={skills.error} onRetry={() => void skills.refetch()} />;
  }
  if (skills.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No skills are set up yet.</p>;
  }
  return (
    <ul className="grid gap-2">
      {skills.data.map((skill) => (
        <ProfileSkillRow key={skill.skillId} studentId={studentId} studentName={studentName} skill={skill} />
      ))}
    </ul>
  );
}
