import { LoadError } from '@client/components/feedback/load-error';
import { StatCard } from '@client/components/scores/stat-card';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { AchievementIcon } from '@client/features/achievements/achievement-icon';
import { errorStatus } from '@client/lib/api';
import { usePageTitle } from '@client/lib/use-page-title';
import type { AchievementIcon as IconName } from '@shared/achievements/types';
import { countOf } from '@shared/common/plural';
import type { FamilyChildView } from '@shared/families/schemas';
import { Award, BookOpen, CalendarDays, Sparkles, Sprout, Star } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ChildSwitcher } from './child-switcher';
import { useFamilyChild, useFamilyMe } from './families-api';
import { earnedLine, needsWorkLine, recordPointsText, weekMessage } from './kind-wording';
import { WeekChart } from './week-chart';
import { weekAtAGlance, weeklyBars, weekStart } from './week-summary';

// /family/children/{id}: one child's week for a parent, phone first. The figures come from GET
// /api/families/children/{id}, which the family's live stream refetches when the teacher awards.
// Needs-work records are said kindly (kind-wording.ts, decision 0105).

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
const dayText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

export function FamilyChildPage() {
  const studentId = parseId(useParams().id);
  const me = useFamilyMe();
  const child = useFamilyChild(studentId);
  usePageTitle(child.data ? `${child.data.firstName}'s week` : 'Family');

  if (studentId === null || errorStatus(child.error) === 404) return <ChildGone />;
  if (child.isError)
    return <LoadError what="this week" error={child.error} onRetry={() => void child.refetch()} />;
  return (
    <div className="grid gap-6">
      <ChildSwitcher kids={me.data?.children ?? []} />
      {child.data ? <ChildWeek child={child.data} /> : <WeekSkeleton />}
    </div>
  );
}

/** /family: the first child's page, or the way to link one. */
export function FamilyHomePage() {
  const me = useFamilyMe();
  usePageTitle('Family');
  if (me.isError) return <LoadError what="your account" error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <WeekSkeleton />;
  const first = me.data.children[0];
  if (first) return <Navigate to={`/family/children/${first.studentId}`} replace />;
  return (
    <div className="grid max-w-xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Welcome, {me.data.family.name}</h1>
      <p className="text-muted-foreground">
        No child is linked to your account at the moment. Ask the teacher for a code, then add your child
        here. An account with no child is deleted after 30 days.
      </p>
      <Button asChild size="lg" className="w-fit">
        <Link to="/family/add-child">Add a child</Link>
      </Button>
    </div>
  );
}

function ChildWeek({ child }: { child: FamilyChildView }) {
  const now = useMemo(() => new Date(), []);
  const week = useMemo(() => weekAtAGlance(child.records, now), [child.records, now]);
  const bars = useMemo(() => weeklyBars(child.records, now), [child.records, now]);
  const start = weekStart(now);
  const newBadges = child.badges.filter((b) => b.earnedAt && Date.parse(b.earnedAt) >= start.getTime());
  const homeworkThisWeek = child.homework.filter((h) => Date.parse(h.date) >= start.getTime());
  const homeworkPoints = homeworkThisWeek.reduce((sum, h) => sum + h.points, 0);
  // Only the skills with points: six rows of '0 points' tell a parent nothing.
  const skills = child.skills.filter((s) => s.points > 0);

  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{child.firstName}&rsquo;s week</h1>
        <p className="text-muted-foreground">
          {child.className} · {child.teacherName}
        </p>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          icon={<CalendarDays />}
          title="Points this week"
          value={week.points > 0 ? `+${week.points}` : String(week.points)}
          valueClassName={week.points < 0 ? 'text-warning-text' : 'text-brand'}
          note={weekMessage(week.points, week.earned.length, week.needsWork.length)}
        />
        <StatCard
          icon={<Star />}
          title="Points in all"
          value={String(child.balance)}
          valueClassName={child.balance < 0 ? 'text-warning-text' : undefined}
          note="Behaviour points so far"
        />
        <StatCard
          icon={<Award />}
          title="Badges"
          value={String(child.badges.length)}
          note={
            newBadges.length > 0 ? `${countOf(newBadges.length, 'new badge')} this week` : 'Earned so far'
          }
        />
        <StatCard
          icon={<BookOpen />}
          title="Homework points"
          value={String(child.hwScore)}
          note={
            homeworkThisWeek.length > 0
              ? `+${countOf(homeworkPoints, 'point')} this week`
              : 'No homework checked this week'
          }
        />
      </div>

      <Section title="This week at a glance" hint="What the points of this week were for.">
        {week.earned.length === 0 && week.needsWork.length === 0 ? (
          <Empty>Nothing recorded yet this week.</Empty>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-2">
              <h3 className="flex items-center gap-2 text-sm font-semibold text-success-text">
                <Sparkles aria-hidden="true" className="size-4" />
                Going well
              </h3>
              {week.earned.length === 0 ? (
                <Empty>No points earned yet this week — there is still time.</Empty>
              ) : (
                <ul className="grid gap-2">
                  {week.earned.map((g) => (
                    <li key={g.type} className="rounded-lg border border-border bg-surface p-3">
                      <p className="font-medium">{g.type}</p>
                      <p className="text-sm text-success-text">{earnedLine(g)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {week.needsWork.length > 0 ? (
              <div className="grid content-start gap-2">
                <h3 className="flex items-center gap-2 text-sm font-semibold text-warning-text">
                  <Sprout aria-hidden="true" className="size-4" />
                  Working on
                </h3>
                <ul className="grid gap-2">
                  {week.needsWork.map((g) => (
                    <li key={g.type} className="rounded-lg border border-border bg-warning-soft/40 p-3">
                      <p className="font-medium">{g.type}</p>
                      <p className="text-sm text-muted-foreground">{needsWorkLine(g)}</p>
                    </li>
                  ))}
                </ul>
                <p className="text-sm text-muted-foreground">
                  Every child has days like this. Talking it over kindly at home helps more than any point.
                </p>
              </div>
            ) : null}
          </div>
        )}
      </Section>

      <Section title="Badges earned">
        {child.badges.length === 0 ? (
          <Empty>No badges yet. The first one comes with the first points.</Empty>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {child.badges.map((b) => {
              const isNew = newBadges.includes(b);
              return (
                <li
                  key={b.id}
                  className="flex items-start gap-3 rounded-lg border border-border bg-surface p-3"
                >
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
                    <AchievementIcon name={b.icon as IconName} className="size-5" />
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium">
                      {b.name}
                      {isNew ? (
                        <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-text">
                          New this week
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">{b.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title="The last weeks">
        <WeekChart bars={bars} />
      </Section>

      <Section title="Homework" hint="Homework checks of the last 30 days.">
        {child.homework.length === 0 ? (
          <Empty>No homework checked in the last 30 days.</Empty>
        ) : (
          <ul className="grid gap-2">
            {child.homework.map((h) => (
              <li
                key={h.id}
                className="flex items-start justify-between gap-3 rounded-lg border border-border bg-surface p-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words">{h.description || 'Homework'}</p>
                  <p className="text-sm text-muted-foreground">{dayText(h.date)}</p>
                </div>
                <span className="shrink-0 text-sm font-semibold tabular-nums">
                  {countOf(h.points, 'point')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {skills.length > 0 ? (
        <Section title="Skills" hint="Points for skills the teacher is growing in class.">
          <ul className="grid gap-2 sm:grid-cols-2">
            {skills.map((s) => (
              <li
                key={s.skillId}
                className="flex items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3"
              >
                <span className="font-medium">{s.name}</span>
                <span className="text-sm tabular-nums">{countOf(s.points, 'point')}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section
        title="Every record of the last 30 days"
        hint="Newest first, with the teacher's note when there is one."
      >
        {child.records.length === 0 ? (
          <Empty>No records in the last 30 days.</Empty>
        ) : (
          <ul className="grid gap-2" aria-label="Behaviour records">
            {child.records.map((r) => (
              <li
                key={r.id}
                className="flex items-start justify-between gap-3 rounded-lg border border-border bg-surface p-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium break-words">{r.type}</p>
                  {r.description ? <p className="text-sm break-words">{r.description}</p> : null}
                  <p className="text-sm text-muted-foreground">{dayText(r.date)}</p>
                </div>
                <span
                  className={`shrink-0 text-right text-sm font-semibold tabular-nums ${r.points > 0 ? 'text-success-text' : 'text-warning-text'}`}
                >
                  {recordPointsText(r.points)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <div className="grid gap-0.5">
        <h2 className="text-lg font-semibold">{title}</h2>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
      {children}
    </p>
  );
}

function ChildGone() {
  return (
    <div className="grid max-w-xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight">This child is not linked to your account</h1>
      <p className="text-muted-foreground">
        The link may have been ended by the teacher. Ask them for a new code if you think this is a mistake.
      </p>
      <Button asChild size="lg" className="w-fit">
        <Link to="/family">Back to my children</Link>
      </Button>
    </div>
  );
}

function WeekSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-56" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}
