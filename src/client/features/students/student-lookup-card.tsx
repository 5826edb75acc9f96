import { BalanceStat } from '@client/components/scores/balance-stat';
import { ptsLabel } from '@client/components/scores/score-tone';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { fullName } from '@client/features/roster/roster-api';
import { StudentAvatar } from '@client/features/roster/student-avatar';
import { useUiStore } from '@client/lib/stores/ui-store';
import type { SkillView } from '@shared/skills/schemas';
import type { StudentWithSkills } from '@shared/students/schemas';
import { ArrowRight, IdCard } from 'lucide-react';
import { Link } from 'react-router';
import { SkillProgressBar } from './skill-progress-bar';

/** The bar fills towards 100 homework points (the students' own pages show points, decision 0079). */
const homeworkPercent = (hwScore: number) => Math.max(0, Math.min(100, hwScore));

interface StudentLookupCardProps {
  student: StudentWithSkills;
  /** The catalogue, so skills without points show too; undefined while it loads. */
  catalogue: SkillView[] | undefined;
}

/** What /students reveals for the chosen student (Teacher students page). */
export function StudentLookupCard({ student, catalogue }: StudentLookupCardProps) {
  const openProfile = useUiStore((s) => s.openStudentProfile);
  const points = new Map(student.skills.map((s) => [s.skillId, s.points]));
  const skills = (catalogue ?? student.skills.map((s) => s.skill)).map((skill) => ({
    skill,
    points: points.get(skill.id) ?? 0,
  }));
  const started = skills.filter((s) => s.points > 0).length;
  const hw = homeworkPercent(student.hwScore);

  return (
    <Card>
      <CardContent className="grid gap-6 pt-5 sm:pt-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <StudentAvatar student={student} size="lg" className="size-20 text-2xl" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 className="text-2xl font-bold break-words">{fullName(student)}</h2>
            {student.nickname ? <p className="text-muted-foreground">“{student.nickname}”</p> : null}
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <IdCard aria-hidden="true" className="size-4" />
              Student ID: <span className="font-mono text-foreground">{student.id}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => openProfile(student.id)}>
              Open Profile
            </Button>
            <Button asChild>
              <Link to={`/student/${student.id}`}>
                View Details
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>

        <dl className="grid gap-3 sm:grid-cols-3">
          <BalanceStat label="Remote Chalk Points" balance={student.balance} className="gap-1.5 p-4" />
          <div className="grid content-start gap-1.5 rounded-lg bg-surface-muted p-4">
            <dt className="text-sm font-medium text-muted-foreground">Homework Score</dt>
            <dd className="text-2xl font-bold tabular-nums">{student.hwScore}</dd>
            <dd className="grid gap-1">
              <div
                role="progressbar"
                aria-label="Homework score"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={hw}
                className="h-2 w-full overflow-hidden rounded-full bg-surface"
              >
                <div className="h-full rounded-full bg-brand" style={{ width: `${hw}%` }} />
              </div>
              <span className="text-xs text-muted-foreground">{hw}% of 100</span>
            </dd>
          </div>
          <div className="grid content-start gap-1.5 rounded-lg bg-surface-muted p-4">
            <dt className="text-sm font-medium text-muted-foreground">Skills</dt>
            <dd className="text-2xl font-bold tabular-nums">{started}</dd>
            <dd className="text-xs text-muted-foreground">of {skills.length} started</dd>
          </div>
        </dl>

        <section className="grid gap-2" aria-labelledby="student-about">
          <h3 id="student-about" className="font-semibold">
            About
          </h3>
          <p className="text-sm break-words whitespace-pre-line text-foreground/90">
            {student.bio || <span className="text-muted-foreground italic">No bio yet.</span>}
          </p>
        </section>

        <section className="grid gap-3" aria-labelledby="student-skill-progress">
          <h3 id="student-skill-progress" className="font-semibold">
            Skill Progress
          </h3>
          {skills.length === 0 ? (
            <p className="text-sm text-muted-foreground">No skills graded yet.</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {skills.map(({ skill, points: p }) => (
                <li key={skill.id} className="grid gap-1.5 rounded-lg border border-border p-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium">{skill.name}</span>
                    <span className="shrink-0 text-sm font-semibold tabular-nums">{ptsLabel(p)}</span>
                  </div>
                  {skill.description ? (
                    <p className="text-sm text-muted-foreground">{skill.description}</p>
                  ) : null}
                  <SkillProgressBar points={p} label={`${skill.name} progress`} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
