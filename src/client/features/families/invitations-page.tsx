import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { usePageTitle } from '@client/lib/use-page-title';
import { countOf } from '@shared/common/plural';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { ClassDigestToggle } from './class-digest-toggle';
import { useClassInvites } from './families-api';
import { InviteLetter } from './invite-letter';

// Dashboard → 'Family Invitations': one letter per student of the current class, ready to print
// (one student per page; the print stylesheet in styles.css hides everything but the letters).
// Opening the page gives each student a live code: an unused, valid code is kept, so printing
// again does not void letters already sent home (decision 0104).

export function InvitationsPage() {
  usePageTitle('Family Invitations');
  const { current, isPending: classesPending } = useCurrentClass();
  const invites = useClassInvites(current?.id ?? null);

  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit print:hidden">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );

  if (!classesPending && !current) {
    return (
      <div className="grid gap-6">
        {back}
        <PageHeader
          title="Family Invitations"
          description="Create a class first: letters are printed per class."
        />
      </div>
    );
  }

  const data = invites.data;
  return (
    <div className="grid gap-6">
      {back}
      <PageHeader
        className="print:hidden"
        title="Family Invitations"
        description={
          data
            ? `${data.className}: ${countOf(data.invites.length, 'letter')}, one per student. Each code works for 30 days, for two family accounts.`
            : 'One letter per student, with a code and a QR code for the family page.'
        }
        actions={
          <Button onClick={() => window.print()} disabled={!data || data.invites.length === 0}>
            <Printer aria-hidden="true" />
            Print Letters
          </Button>
        }
      />
      {current ? <ClassDigestToggle classId={current.id} className={current.name} /> : null}
      {invites.isError ? (
        <LoadError what="the letters" error={invites.error} onRetry={() => void invites.refetch()} />
      ) : !data ? (
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Preparing the letters">
          <Skeleton className="mx-auto h-[36rem] w-full max-w-[48rem] rounded-xl" />
        </div>
      ) : data.invites.length === 0 ? (
        <p className="text-muted-foreground">
          This class has no students yet: add students to print their letters.
        </p>
      ) : (
        <div className="print-alone print-letters grid gap-8">
          {data.invites.map((invite) => (
            <InviteLetter
              key={invite.studentId}
              firstName={invite.firstName}
              lastName={invite.lastName}
              code={invite.code}
              expiresAt={invite.expiresAt}
              className={data.className}
              teacherName={data.teacherName}
              origin={window.location.origin}
            />
          ))}
        </div>
      )}
    </div>
  );
}
