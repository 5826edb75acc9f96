import { LoadError } from '@client/components/feedback/load-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AchievementGrid } from '@client/features/achievements/achievement-card';
import type { StudentAchievement } from '@shared/achievements/student-achievements';
import { countUnlocked } from '@shared/achievements/types';
import { MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MyBehaviorHistory } from './my-behavior-history';
import { MySkillsList } from './my-skills-list';
import { RecentActivityList, recentActivities } from './recent-activity';
import type { MyRecords } from './student-portal-api';

interface DashboardTabsProps {
  records: MyRecords;
  achievements: StudentAchievement[] | null;
  celebrating: ReadonlySet<string>;
}

/** The student dashboard's tabs: Overview, Skills, Behaviors, Questions. */
export function DashboardTabs({ records, achievements, celebrating }: DashboardTabsProps) {
  const { behaviors, homework, skills } = records;
  return (
    <Tabs defaultValue="overview">
      <TabsList className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="skills">Skills</TabsTrigger>
        <TabsTrigger value="behaviors">Behaviors</TabsTrigger>
        <TabsTrigger value="questions">Questions</TabsTrigger>
      </TabsList>

      <TabsContent value="overview" className="grid gap-8">
        <Section title="Recent Activity">
          <Loaded query={[behaviors, homework]} what="your recent activity">
            {() => (
              <RecentActivityList activities={recentActivities(behaviors.data ?? [], homework.data ?? [])} />
            )}
          </Loaded>
        </Section>
        <Section
          title="Achievements"
          aside={
            achievements ? (
              <span className="text-sm text-muted-foreground tabular-nums">
                {countUnlocked(achievements)} of {achievements.length} unlocked
              </span>
            ) : null
          }
        >
          <Loaded query={[records.student, behaviors, homework, skills]} what="your achievements" rows={4}>
            {() =>
              achievements ? <AchievementGrid achievements={achievements} celebrating={celebrating} /> : null
            }
          </Loaded>
        </Section>
      </TabsContent>

      <TabsContent value="skills">
        <Section title="My Skills" hint="A bar is full at 10 points.">
          <Loaded query={[skills]} what="your skills">
            {() => <MySkillsList skills={skills.data ?? []} />}
          </Loaded>
        </Section>
      </TabsContent>

      <TabsContent value="behaviors">
        <Section title="Behavior History" hint="Every point you have earned or lost, newest first.">
          <Loaded query={[behaviors]} what="your behavior history">
            {() => <MyBehaviorHistory behaviors={behaviors.data ?? []} />}
          </Loaded>
        </Section>
      </TabsContent>

      <TabsContent value="questions">
        <Section
          title="Class Questions"
          hint="Ask your class a question, answer one, or vote for a helpful one."
        >
          <Button asChild className="w-fit">
            <Link to="/questions">
              <MessageCircleQuestion aria-hidden="true" />
              Open the Question Board
            </Link>
          </Button>
        </Section>
      </TabsContent>
    </Tabs>
  );
}

function Section({
  title,
  hint,
  aside,
  children,
}: {
  title: string;
  hint?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <div className="grid gap-0.5">
          <h2 className="text-lg font-semibold">{title}</h2>
          {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Skeleton rows while loading, the one load-error state on failure, the content otherwise. */
function Loaded({
  query,
  what,
  rows = 3,
  children,
}: {
  query: readonly QueryState[];
  what: string;
  rows?: number;
  children: () => ReactNode;
}) {
  const failed = query.find((q) => q.isError);
  if (failed) {
    return (
      <LoadError
        what={what}
        error={failed.error}
        onRetry={() => {
          for (const q of query) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  if (query.some((q) => q.isPending)) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-14 w-full rounded-lg" />
        ))}
      </div>
    );
  }
  return <>{children()}</>;
}
