import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { StudentFamilyTab } from '@client/features/families/student-family-tab';
import type { BehaviorView } from '@shared/behaviors/schemas';
import type { HomeworkEntryView } from '@shared/homework/schemas';
import { skillProgress } from '@shared/scores/score';
import type { StudentSkillView } from '@shared/skills/schemas';
import { BehaviorRecordsList, EmptyRecords } from './behavior-records-list';
import { HomeworkRecordsList } from './homework-records-list';
import { SkillProgressBar } from './skill-progress-bar';
import { FULL_HISTORY_LIMIT } from './students-api';

interface StudentDetailTabsProps {
  behaviors: BehaviorView[] | undefined;
  homework: HomeworkEntryView[] | undefined;
  skills: StudentSkillView[] | undefined;
  /** The Family tab's student (decision 0100). */
  family: { studentId: number; studentName: string };
}

const count = (list: readonly unknown[] | undefined) =>
  list === undefined
    ? '…'
    : list.length >= FULL_HISTORY_LIMIT
      ? `${FULL_HISTORY_LIMIT}+`
      : String(list.length);

/** Tabs Behaviors (count), Homework (count), Skills Progress and Family. */
export function StudentDetailTabs({ behaviors, homework, skills, family }: StudentDetailTabsProps) {
  return (
    // min-w-0: the page's grid must not grow to the tab row; on a phone the four tabs wrap.
    <Tabs defaultValue="behaviors" className="min-w-0">
      <TabsList aria-label="Student records" className="flex-wrap">
        <TabsTrigger value="behaviors">Behaviors ({count(behaviors)})</TabsTrigger>
        <TabsTrigger value="homework">Homework ({count(homework)})</TabsTrigger>
        <TabsTrigger value="skills">Skills Progress</TabsTrigger>
        <TabsTrigger value="family">Family</TabsTrigger>
      </TabsList>
      <TabsContent value="behaviors">
        {behaviors ? <BehaviorRecordsList behaviors={behaviors} removable /> : <ListSkeleton />}
      </TabsContent>
      <TabsContent value="homework">
        {homework ? <HomeworkRecordsList entries={homework} /> : <ListSkeleton />}
      </TabsContent>
      <TabsContent value="skills">
        {!skills ? (
          <ListSkeleton />
        ) : skills.length === 0 ? (
          <EmptyRecords text="No skills are set up yet." />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {skills.map((s) => (
              <li key={s.skillId} className="grid gap-2 rounded-lg border border-border bg-surface p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-medium">{s.skill?.name || 'Unknown Skill'}</span>
                  <span className="shrink-0 text-sm tabular-nums">
                    <span className="font-semibold">{s.points}</span> {s.points === 1 ? 'pt' : 'pts'} ·{' '}
                    {skillProgress(s.points)}%
                  </span>
                </div>
                {s.skill?.description ? (
                  <p className="text-sm text-muted-foreground">{s.skill.description}</p>
                ) : null}
                <SkillProgressBar points={s.points} label={`${s.skill?.name || 'Unknown Skill'} progress`} />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="family">
        <StudentFamilyTab {...family} />
      </TabsContent>
    </Tabs>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-2" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
