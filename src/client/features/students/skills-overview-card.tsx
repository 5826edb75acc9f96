import { LoadError } from '@client/components/feedback/load-error';
import { ptsLabel } from '@client/components/scores/score-tone';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatAverage } from '@shared/scores/score';
import type { StudentSkillView } from '@shared/skills/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { SkillProgressBar } from './skill-progress-bar';
import { SkillsBulkEditor } from './skills-bulk-editor';

interface SkillsOverviewCardProps {
  studentId: number;
  studentName: string;
  skills: UseQueryResult<StudentSkillView[]>;
}

/** Skills Overview: Total Points, Skills Started, Total Skills, Average (1 decimal), and bulk edit. */
export function SkillsOverviewCard({ studentId, studentName, skills: query }: SkillsOverviewCardProps) {
  const skills = query.data;
  const [editing, setEditing] = useState(false);
  const points = skills?.map((s) => s.points) ?? [];
  const stats = [
    { label: 'Total Points', value: String(points.reduce((a, b) => a + b, 0)) },
    { label: 'Skills Started', value: String(points.filter((p) => p > 0).length) },
    { label: 'Total Skills', value: String(points.length) },
    { label: 'Average', value: formatAverage(points) },
  ];
  return (
    <Card className="h-full" role="region" aria-labelledby="skills-overview-title">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle id="skills-overview-title">Skills Overview</CardTitle>
        {skills && skills.length > 0 && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <SlidersHorizontal aria-hidden="true" />
            Bulk Edit
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {query.isError ? (
          <LoadError what="the skills" error={query.error} onRetry={() => void query.refetch()} />
        ) : null}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="grid gap-1 rounded-lg bg-surface-muted p-3">
              <dt className="text-xs font-medium text-muted-foreground">{s.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {skills ? s.value : <Skeleton className="h-8 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
        {!skills ? null : editing ? (
          <SkillsBulkEditor
            studentId={studentId}
            studentName={studentName}
            skills={skills}
            onDone={() => setEditing(false)}
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {skills.map((s) => (
              <li key={s.skillId} className="grid gap-1.5">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="truncate font-medium">{s.skill?.name || 'Unknown Skill'}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">{ptsLabel(s.points)}</span>
                </div>
                <SkillProgressBar points={s.points} label={`${s.skill?.name || 'Unknown Skill'} progress`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
