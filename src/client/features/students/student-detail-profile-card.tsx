import { BalanceStat, StatTile } from '@client/components/scores/balance-stat';
import { Card, CardContent } from '@client/components/ui/card';
import { fullName } from '@client/features/roster/roster-api';
import { StudentAvatar } from '@client/features/roster/student-avatar';
import { formatSignedPoints, totalScore } from '@shared/scores/score';
import type { StudentSkillView } from '@shared/skills/schemas';
import type { StudentView } from '@shared/students/schemas';
import { Mail } from 'lucide-react';

interface StudentDetailProfileCardProps {
  student: StudentView;
  /** For the total; undefined while the skills load. */
  skills?: readonly StudentSkillView[];
}

/** The detail page's profile card: photo or initials, names, email, bio, Balance and HW Score. */
export function StudentDetailProfileCard({ student, skills }: StudentDetailProfileCardProps) {
  const total = skills ? totalScore(student.balance, student.hwScore, skills) : null;
  return (
    <Card className="h-full">
      <CardContent className="grid gap-5 pt-5 sm:pt-6">
        <div className="flex items-center gap-4">
          <StudentAvatar student={student} size="lg" className="size-20 text-2xl" />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-xl font-bold break-words">{student.nickname || student.firstName}</p>
            <p className="text-sm break-words text-muted-foreground">{fullName(student)}</p>
            {student.email ? (
              <a
                href={`mailto:${student.email}`}
                className="flex min-w-0 items-center gap-1.5 text-sm text-brand hover:underline"
              >
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{student.email}</span>
              </a>
            ) : null}
          </div>
        </div>
        {student.bio ? (
          <p className="text-sm break-words whitespace-pre-line text-foreground/90">{student.bio}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">No bio yet.</p>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <BalanceStat label="Balance" balance={student.balance} />
          <StatTile label="HW Score">
            <dd className="text-2xl font-bold tabular-nums">{student.hwScore}</dd>
          </StatTile>
          {total !== null ? (
            <div
              title="Balance + homework score + skill points"
              className="col-span-2 flex items-center justify-between rounded-lg border border-border px-3 py-2"
            >
              <dt className="text-sm text-muted-foreground">Total Score</dt>
              <dd className="font-semibold tabular-nums">{formatSignedPoints(total)}</dd>
            </div>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
