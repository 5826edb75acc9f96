import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { PageLoader } from '@client/components/layout/page-loader';
import { Card, CardContent } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useMe } from '@client/features/accounts/accounts-api';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { CurrentClassSelect } from '@client/features/classes/current-class-select';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import { ClassContractsTab } from './class-contracts-tab';
import { CreateContractTab } from './create-contract-tab';
import { ManageSignaturesTab } from './manage-signatures-tab';
import { UnifiedContractTab } from './unified-contract-tab';

const TITLE = 'Class Social Contract Builder';

/**
 * /social-contract: the teacher's four tabs for the current class; a student
 * sees their own class's unified contract and signs it.
 */
export function SocialContractPage() {
  usePageTitle(TITLE);
  useLiveUpdates();
  const { data: me } = useMe();
  if (me?.kind === 'student') {
    return (
      <div className="grid gap-6">
        <PageHeader
          title="Class Contract"
          description={`The social contract of ${me.class.name}. Read it, then sign it.`}
          className="print:hidden"
        />
        <UnifiedContractTab
          classId={me.class.id}
          className={me.class.name}
          viewer={{ kind: 'student', studentId: me.student.id }}
        />
      </div>
    );
  }
  return <TeacherContracts />;
}

function TeacherContracts() {
  const { current, classes, isPending, isError, refetch } = useCurrentClass();
  return (
    <div className="grid gap-6">
      <PageHeader
        title={TITLE}
        description="Build class agreements from proven rules, merge them and collect signatures."
        actions={current ? <CurrentClassSelect classes={classes} current={current} /> : null}
        className="print:hidden"
      />
      {isPending ? (
        <PageLoader />
      ) : isError ? (
        <LoadError what="your classes" onRetry={() => void refetch()} />
      ) : !current ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">
            No Class Selected. Create a class on the dashboard first.
          </CardContent>
        </Card>
      ) : (
        <Tabs defaultValue="create" key={current.id} className="min-w-0">
          <TabsList aria-label="Contract sections" className="print:hidden">
            <TabsTrigger value="create">Create Contract</TabsTrigger>
            <TabsTrigger value="signatures">Manage Signatures</TabsTrigger>
            <TabsTrigger value="contracts">Class Contracts</TabsTrigger>
            <TabsTrigger value="unified">Unified Contract</TabsTrigger>
          </TabsList>
          <TabsContent value="create">
            <CreateContractTab classes={classes} current={current} />
          </TabsContent>
          <TabsContent value="signatures">
            <ManageSignaturesTab klass={current} />
          </TabsContent>
          <TabsContent value="contracts">
            <ClassContractsTab klass={current} />
          </TabsContent>
          <TabsContent value="unified">
            <UnifiedContractTab classId={current.id} className={current.name} viewer={{ kind: 'teacher' }} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
