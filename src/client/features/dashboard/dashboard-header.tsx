import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ClassBar } from '@client/features/classes/class-bar';
import { ClassCodeCard } from '@client/features/classes/class-code-card';
import type { useCurrentClass } from '@client/features/classes/classes-api';
import { NewClassButton } from '@client/features/classes/create-class-dialog';
import { TrialClassButton } from '@client/features/classes/trial-class-button';
import { ExportReportsMenu } from '@client/features/exports/export-reports-menu';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { AddStudentButton } from '@client/features/students/add-student-dialog';
import { cn } from '@client/lib/cn';
import { ChevronDown, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ClassroomTools } from './classroom-tools';
import { DashboardShortcuts } from './dashboard-shortcuts';

/** The panel the phone's 'Tools' button opens (its aria-controls). */
export const CLASS_TOOLS_ID = 'class-tools';

interface DashboardHeaderProps {
  title: string;
  classes: ReturnType<typeof useCurrentClass>;
  students: RosterStudent[];
  /** The student count line under the class (known once the roster has loaded). */
  hint?: ReactNode;
  /** Beside the class selector on every screen (the running timer). */
  aside?: ReactNode;
}

/**
 * The dashboard above the tabs. On a laptop: the greeting with Export and Trial, the class card
 * (selector, rename, new, delete, the class code) and the tools' tiles, as before. On a phone
 * (below `sm`) one row: the class selector, the running timer and 'Tools'; the class code, the
 * class's buttons and every tool are in the panel 'Tools' opens in place, in rows that fit the
 * width (decision 0150). The panel is the same markup as the laptop's, shown or hidden by CSS, so
 * each tool is mounted once and its dialog stays open when the panel folds away.
 */
export function DashboardHeader({ title, classes: state, students, hint, aside }: DashboardHeaderProps) {
  const { classes, current, isPending, isError, refetch } = state;
  const [toolsOpen, setToolsOpen] = useState(false);
  // On a phone, choosing a tool folds the panel: its dialog opens over the grid, and the grid is
  // where the teacher goes back to. The tap itself is not stopped.
  const foldAfterChoice = (event: React.MouseEvent) => {
    const chosen = (event.target as HTMLElement).closest('button, a');
    if (chosen && !chosen.hasAttribute('aria-haspopup')) setToolsOpen(false);
  };
  const folded = toolsOpen ? '' : 'max-sm:hidden';

  return (
    <>
      <PageHeader
        title={title}
        description="Classroom Management Dashboard"
        // The heading stays for screen readers; on a phone the class starts the screen.
        className="max-sm:sr-only"
        actions={
          <div className="flex flex-wrap items-center gap-2 max-sm:hidden">
            <ExportReportsMenu classes={classes} current={current} />
            <TrialClassButton />
          </div>
        }
      />

      <div className="grid gap-3">
        <Card className="grid gap-3 p-3 sm:gap-5 sm:p-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
          {current ? (
            <>
              <ClassBar
                classes={classes}
                current={current}
                hint={hint}
                actionsClassName={folded}
                aside={
                  <>
                    {aside}
                    <Button
                      variant={toolsOpen ? 'secondary' : 'outline'}
                      className="h-11 px-3 sm:hidden"
                      aria-expanded={toolsOpen}
                      aria-controls={CLASS_TOOLS_ID}
                      onClick={() => setToolsOpen((open) => !open)}
                    >
                      <Wrench aria-hidden="true" className="text-brand" />
                      Tools
                      <ChevronDown
                        aria-hidden="true"
                        className={cn('transition-transform', toolsOpen && 'rotate-180')}
                      />
                    </Button>
                  </>
                }
              />
              <div className={folded}>
                <ClassCodeCard klass={current} />
              </div>
            </>
          ) : isPending ? (
            <Skeleton className="h-16 w-full max-w-md" />
          ) : isError ? (
            <LoadError what="your classes" onRetry={() => void refetch()} />
          ) : (
            <div className="grid gap-2">
              <p className="font-medium">You have no classes yet.</p>
              <p className="text-sm text-muted-foreground">
                Create a class for your students, or the Trial Class to explore the dashboard.
              </p>
              <div className="flex flex-wrap gap-2">
                <NewClassButton />
                <TrialClassButton />
              </div>
            </div>
          )}
        </Card>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for the choice of a tool inside, not a control of its own */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a keyboard's Enter on a tool is a click too */}
        <div id={CLASS_TOOLS_ID} className={cn('grid gap-2', folded)} onClick={foldAfterChoice}>
          <DashboardShortcuts>
            {current && students.length > 0 ? (
              <ClassroomTools classId={current.id} students={students} className="sm:hidden" />
            ) : null}
          </DashboardShortcuts>
          {/* What the laptop has beside the greeting and the roster's heading. */}
          <div className="grid grid-cols-2 gap-2 sm:hidden [&>*]:h-11 [&>*]:w-full">
            {current ? <AddStudentButton classId={current.id} className={current.name} /> : null}
            <ExportReportsMenu classes={classes} current={current} />
            <TrialClassButton />
          </div>
        </div>
      </div>
    </>
  );
}
