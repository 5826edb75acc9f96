import { LoadError } from '@client/components/feedback/load-error';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast, toastError } from '@client/lib/toast';
import { countOf } from '@shared/common/plural';
import { formatFamilyCode } from '@shared/families/invite-code';
import type { LinkedFamilyView } from '@shared/families/schemas';
import { KeyRound, RefreshCw, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useCreateFamilyInvite, useRemoveFamilyLink, useStudentFamily } from './families-api';

// The student detail page's 'Family' tab: the student's live invite code (create, or replace it:
// the old one stops working at once) and the family accounts linked to the student, each with
// 'Remove' (confirmed; the family loses the child at once, open pages included).

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function StudentFamilyTab({ studentId, studentName }: { studentId: number; studentName: string }) {
  const family = useStudentFamily(studentId);
  const create = useCreateFamilyInvite(studentId);
  const remove = useRemoveFamilyLink(studentId);
  const [removing, setRemoving] = useState<LinkedFamilyView | null>(null);

  if (family.isError) {
    return <LoadError what="the family links" error={family.error} onRetry={() => void family.refetch()} />;
  }
  if (!family.data) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const { invite, families } = family.data;

  const newCode = () =>
    create.mutate(undefined, {
      onSuccess: ({ code }) =>
        toast({
          title: invite ? 'Code Replaced' : 'Code Created',
          description: `${studentName}'s family code is ${formatFamilyCode(code)}.`,
          variant: 'success',
        }),
      onError: (error) => toastError('Could not create a code.', error),
    });

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.familyId, {
      onSuccess: () => {
        toast({
          title: 'Family Removed',
          description: `${removing.name} no longer sees ${studentName}.`,
          variant: 'success',
        });
        setRemoving(null);
      },
      onError: (error) => toastError('Could not remove the family.', error),
    });
  };

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="family-code-title"
        className="grid gap-3 rounded-lg border border-border bg-surface p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h3 id="family-code-title" className="font-semibold">
              Invite code
            </h3>
            {invite ? (
              <>
                <p className="font-mono text-2xl font-bold tracking-wider" data-testid="family-code">
                  {formatFamilyCode(invite.code)}
                </p>
                <p className="text-sm text-muted-foreground">
                  Valid until {dateText(invite.expiresAt)} · {countOf(invite.usesLeft, 'family account')} can
                  still use it
                </p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">
                No code that can still be used. Create one to connect {studentName}&rsquo;s family.
              </p>
            )}
          </div>
          <Button variant={invite ? 'outline' : 'primary'} onClick={newCode} loading={create.isPending}>
            {create.isPending ? null : invite ? (
              <RefreshCw aria-hidden="true" />
            ) : (
              <KeyRound aria-hidden="true" />
            )}
            {invite ? 'Replace Code' : 'Create Code'}
          </Button>
        </div>
        {invite ? (
          <p className="text-sm text-muted-foreground">
            Replacing the code stops this one from working; families already linked stay linked.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="family-links-title" className="grid gap-3">
        <h3 id="family-links-title" className="font-semibold">
          Linked family accounts ({families.length})
        </h3>
        {families.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No family account is linked to {studentName} yet.
          </p>
        ) : (
          <ul className="grid gap-2">
            {families.map((f) => (
              <li
                key={f.familyId}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{f.name}</span>
                  <span className="text-sm break-all text-muted-foreground">{f.email}</span>
                  <span className="text-xs text-muted-foreground">
                    Linked since {dateText(f.linkedSince)}
                  </span>
                </div>
                <Button variant="outline" onClick={() => setRemoving(f)} aria-label={`Remove ${f.name}`}>
                  <UserMinus aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title="Remove Family Account"
        description={`${removing?.name ?? ''} will no longer see ${studentName}, starting now. They can link again only with a new code from you: the current code stops working, and the next letter you print carries a new one.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
