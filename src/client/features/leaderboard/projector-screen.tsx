import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { errorMessage } from '@client/lib/api';
import type { ProjectorData } from '@shared/leaderboard/schemas';
import { RefreshCw, School, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ProjectorAllStudents } from './projector-all-students';
import { ProjectorStandings } from './projector-standings';
import { ProjectorTopPerformers } from './projector-top-performers';

const TABS = ['top', 'classes', 'all'] as const;
type Tab = (typeof TABS)[number];

interface ProjectorScreenProps {
  data: ProjectorData | undefined;
  isPending: boolean;
  error: unknown;
  retry: () => void;
  /** Rows name their class when the screen shows more than one. */
  showClass: boolean;
}

const trigger =
  'h-11 px-4 text-base sm:px-6 lg:h-14 lg:px-8 lg:text-2xl [&_svg]:size-5 lg:[&_svg]:size-7 data-[state=active]:bg-brand! data-[state=active]:text-brand-foreground!';
// A size container on large screens: the lists inside size their type to it (see FitGrid).
const panel = 'mt-4 lg:mt-6 lg:min-h-0 lg:flex-1 lg:overflow-auto lg:[container-type:size]';

/** The three tabs (the chosen one is kept in ?tab=, so a reload stays on it) and their states. */
export function ProjectorScreen({ data, isPending, error, retry, showClass }: ProjectorScreenProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'top';
  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'top') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  let body = (content: ReactNode) => content;
  if (isPending) {
    body = () => (
      <div className="flex h-full min-h-64 items-center justify-center text-muted-foreground">
        <Spinner className="size-10" label="Loading the leaderboard" />
      </div>
    );
  } else if (!data) {
    // (With data already on screen a failed refresh keeps it: the wall never goes blank.)
    body = () => (
      <div className="mx-auto grid max-w-xl justify-items-start gap-4 py-10 text-lg">
        <Alert
          variant="destructive"
          title="Could not load the leaderboard"
          role="alert"
          className="text-base"
        >
          {errorMessage(error, 'Check the connection; it tries again every 10 seconds.')}
        </Alert>
        <Button variant="outline" size="lg" onClick={retry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-1 flex-col lg:min-h-0">
      <div className="flex justify-center">
        <TabsList aria-label="Leaderboard views" className="h-auto gap-1.5 p-1.5 lg:gap-2 lg:p-2">
          <TabsTrigger value="top" className={trigger}>
            <Star aria-hidden="true" />
            Top Performers
          </TabsTrigger>
          <TabsTrigger value="classes" className={trigger}>
            <School aria-hidden="true" />
            Class Standings
          </TabsTrigger>
          <TabsTrigger value="all" className={trigger}>
            <Users aria-hidden="true" />
            All Students
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="top" className={panel}>
        {body(data ? <ProjectorTopPerformers students={data.topPerformers} showClass={showClass} /> : null)}
      </TabsContent>
      <TabsContent value="classes" className={panel}>
        {body(data ? <ProjectorStandings classes={data.classStandings} /> : null)}
      </TabsContent>
      <TabsContent value="all" className={panel}>
        {body(data ? <ProjectorAllStudents students={data.allStudents} showClass={showClass} /> : null)}
      </TabsContent>
    </Tabs>
  );
}
