import { useMe } from '@client/features/accounts/accounts-api';
import { useClasses } from '@client/features/classes/classes-api';
import { ProjectorPick } from '@client/features/picks/projector-pick';
import { ProjectorTimer } from '@client/features/timer/projector-timer';
import { useLiveUpdates } from '@client/lib/live-updates';
import { useAppStore } from '@client/lib/stores/app-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { useEffect, useRef, useState } from 'react';
import { ClassFilter } from './class-filter';
import { useManualRefresh, useProjector } from './leaderboard-api';
import { ProjectorHeader } from './projector-header';
import { ProjectorScreen } from './projector-screen';
import { useFullscreen } from './use-fullscreen';

/**
 * /projector and /display ("Projector leaderboard"): the class's leaderboard for
 * the wall, for a teacher (their current class, or all classes) or a student (their own class).
 * Never a negative number, no full names (docs/decisions/0049-projector-privacy.md); changes
 * arrive live, with the 10 s refresh as the fallback.
 */
export function ProjectorPage() {
  usePageTitle('Projector');
  const live = useLiveUpdates('projector');
  const { data: me } = useMe();
  const isTeacher = me?.kind === 'teacher';
  const pageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(pageRef);

  // A teacher sees the dashboard's current class (switchable here) or all of their classes.
  const classes = useClasses(isTeacher);
  const currentClassId = useAppStore((s) => s.currentClassId);
  const setCurrentClassId = useAppStore((s) => s.setCurrentClassId);
  const ensureCurrentClass = useAppStore((s) => s.ensureCurrentClass);
  const [allClasses, setAllClasses] = useState(false);
  useEffect(() => {
    // As on the dashboard (useCurrentClass): the server's list, not a restored copy, decides.
    if (classes.data && !classes.isFetching) ensureCurrentClass(classes.data.map((c) => c.id));
  }, [classes.data, classes.isFetching, ensureCurrentClass]);

  const current = classes.data?.find((c) => c.id === currentClassId);
  const classId = isTeacher && !allClasses ? current?.id : undefined;
  // Wait for the class list before asking, so a stale current class never answers 404.
  const ready =
    !isTeacher || (classes.data !== undefined && (allClasses || classes.data.length === 0 || !!current));
  const projector = useProjector(classId, ready);
  const { refreshing, refresh } = useManualRefresh(() => projector.refetch());

  let scope = '';
  if (me?.kind === 'student') scope = me.class.name;
  else if (classId !== undefined && current) scope = current.name;
  else if (classes.data) scope = 'All classes';

  const switcher =
    isTeacher && classes.data && classes.data.length > 1 ? (
      <ClassFilter
        classes={classes.data}
        value={allClasses ? 'all' : (current?.id ?? 'all')}
        onChange={(choice) => {
          setAllClasses(choice === 'all');
          if (choice !== 'all') setCurrentClassId(choice);
        }}
        className="text-sm lg:text-lg"
        selectClassName="[&_select]:h-12 lg:[&_select]:text-lg"
      />
    ) : null;

  return (
    <div ref={pageRef} className="flex min-h-dvh flex-col bg-background text-foreground lg:h-dvh">
      <ProjectorHeader
        scope={scope}
        switcher={switcher}
        live={live}
        refreshing={refreshing}
        onRefresh={refresh}
        fullscreen={fullscreen}
        backTo={me?.kind === 'student' ? '/student-dashboard' : '/dashboard'}
      />
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 flex-col px-4 pt-4 pb-6 outline-none sm:px-6 lg:min-h-0 lg:px-10 lg:pt-6 lg:pb-8"
      >
        {/* Side by side on a wide screen, in one short strip, so the board keeps its rows (decision 0147). */}
        <div className="lg:flex lg:items-stretch lg:gap-6 lg:has-[section]:mb-4">
          <ProjectorTimer teacherClassId={classId} />
          <ProjectorPick classId={me?.kind === 'student' ? me.class.id : classId} />
        </div>
        <ProjectorScreen
          data={projector.data}
          isPending={classes.isError ? false : projector.isPending}
          error={classes.error ?? projector.error}
          retry={() => void (classes.isError ? classes.refetch() : projector.refetch())}
          showClass={isTeacher && classId === undefined && (classes.data?.length ?? 0) > 1}
        />
      </main>
    </div>
  );
}
