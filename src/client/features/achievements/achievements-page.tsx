import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { usePageTitle } from '@client/lib/use-page-title';
import {
  CATEGORY_LABELS,
  CATEGORY_TIPS,
  categoryProgress,
  TEACHER_ACHIEVEMENT_CATEGORIES,
  type TeacherAchievement,
  type TeacherAchievementCategory,
  teacherAchievements,
} from '@shared/achievements/teacher-achievements';
import { recentlyUnlocked } from '@shared/achievements/types';
import { Lightbulb } from 'lucide-react';
import { useMemo } from 'react';
import { AchievementGrid } from './achievement-card';
import { AchievementIcon } from './achievement-icon';
import { useAchievementFigures } from './achievements-api';

/** 'Recently Unlocked' shows the last 3. */
const RECENT_COUNT = 3;

/** /achievements: overall progress, Recently Unlocked, tabs per category with tips. */
export function AchievementsPage() {
  usePageTitle('Teacher Achievements');
  const figures = useAchievementFigures();
  const list = useMemo(() => (figures.data ? teacherAchievements(figures.data) : null), [figures.data]);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader title="Teacher Achievements" description="Your progress as a Remote Chalk teacher." />
      {figures.isError ? (
        <LoadError what="your achievements" error={figures.error} onRetry={() => void figures.refetch()} />
      ) : !list ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <OverallProgress list={list} />
          <RecentlyUnlocked list={list} />
          <Tabs defaultValue="all" className="min-w-0">
            <TabsList className="w-full justify-start sm:w-auto">
              <TabsTrigger value="all">All</TabsTrigger>
              {TEACHER_ACHIEVEMENT_CATEGORIES.map((c) => (
                <TabsTrigger key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="all" className="grid gap-4">
              <CategorySummary list={list} />
              <AchievementGrid achievements={list} label="All achievements" />
            </TabsContent>
            {TEACHER_ACHIEVEMENT_CATEGORIES.map((c) => (
              <TabsContent key={c} value={c} className="grid gap-4">
                <CategorySummary list={list} category={c} />
                <AchievementGrid
                  achievements={list.filter((a) => a.category === c)}
                  label={`${CATEGORY_LABELS[c]} achievements`}
                />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}

function ProgressBar({ label, unlocked, total }: { label: string; unlocked: number; total: number }) {
  const percent = total > 0 ? Math.round((unlocked / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={unlocked}
      aria-valuetext={`${unlocked} of ${total} unlocked, ${percent}%`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function OverallProgress({ list }: { list: TeacherAchievement[] }) {
  const { unlocked, total } = categoryProgress(list);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2 pb-3">
        <CardTitle as="h2">Overall Progress</CardTitle>
        <span className="text-sm text-muted-foreground tabular-nums">
          {unlocked} of {total} unlocked
        </span>
      </CardHeader>
      <CardContent>
        <ProgressBar label="Overall progress" unlocked={unlocked} total={total} />
      </CardContent>
    </Card>
  );
}

function RecentlyUnlocked({ list }: { list: TeacherAchievement[] }) {
  const recent = recentlyUnlocked(list, RECENT_COUNT);
  return (
    <section aria-labelledby="recently-unlocked" className="grid gap-3">
      <h2 id="recently-unlocked" className="text-lg font-semibold">
        Recently Unlocked
      </h2>
      {recent.length === 0 ? (
        <p className="rounded-lg bg-surface-muted px-3 py-4 text-sm text-muted-foreground">
          Nothing unlocked yet. Award your first positive behavior to get started.
        </p>
      ) : (
        <ul aria-label="Recently unlocked" className="grid gap-3 sm:grid-cols-3">
          {recent.map((a) => (
            <li
              key={a.id}
              className="flex items-center gap-3 rounded-xl border border-brand/40 bg-brand-soft/40 p-3"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-brand-foreground [&_svg]:size-5">
                <AchievementIcon name={a.icon} />
              </span>
              <div className="grid min-w-0">
                <span className="truncate text-sm font-semibold">{a.name}</span>
                <span className="text-xs text-muted-foreground">
                  {a.unlockedAt
                    ? new Date(a.unlockedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })
                    : ''}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategorySummary({
  list,
  category,
}: {
  list: TeacherAchievement[];
  category?: TeacherAchievementCategory;
}) {
  const { unlocked, total } = categoryProgress(list, category);
  const label = category ? CATEGORY_LABELS[category] : 'All categories';
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{label}</h2>
        <span className="text-sm text-muted-foreground tabular-nums">
          {unlocked} of {total} unlocked
        </span>
      </div>
      <ProgressBar label={`${label} progress`} unlocked={unlocked} total={total} />
      {category ? (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-text" />
          <span>
            <span className="font-medium text-foreground">Tip: </span>
            {CATEGORY_TIPS[category]}
          </span>
        </p>
      ) : null}
    </div>
  );
}
