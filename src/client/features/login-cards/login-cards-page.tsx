import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { countOf } from '@shared/common/plural';
import type { LoginCardView } from '@shared/login-cards/schemas';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginCard } from './login-card';
import { useIssueLoginCards, useLoginCards } from './login-cards-api';

// Dashboard → 'Login Cards': a card per child of the current class, 8 to a sheet of A4, to cut
// apart (docs/decisions/0162-printing-login-cards.md). Printing shows only the sheets; a lost
// card is replaced from here, and the old one stops working.

/** Cards on one printed sheet: two columns of four. */
export const CARDS_PER_SHEET = 8;

const sheetsOf = (cards: LoginCardView[]) =>
  Array.from({ length: Math.ceil(cards.length / CARDS_PER_SHEET) }, (_, i) =>
    cards.slice(i * CARDS_PER_SHEET, (i + 1) * CARDS_PER_SHEET),
  );

type Replacing = { card: LoginCardView | null };

export function LoginCardsPage() {
  usePageTitle('Login Cards');
  const { current, isPending: classesPending } = useCurrentClass();
  const cards = useLoginCards(current?.id ?? null);
  const [replacing, setReplacing] = useState<Replacing | null>(null);

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
        <PageHeader title="Login Cards" description="Create a class first: cards are printed per class." />
      </div>
    );
  }

  const data = cards.data;
  return (
    <div className="grid gap-6">
      {back}
      <PageHeader
        className="print:hidden"
        title="Login Cards"
        description={
          data
            ? `${data.className}: ${countOf(data.cards.length, 'card')}, ${CARDS_PER_SHEET} to a sheet of A4. Children scan the QR code or type the code to sign in: no email, no password.`
            : 'One card per child, with a QR code and a code to type.'
        }
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => setReplacing({ card: null })}
              disabled={!data || data.cards.length === 0}
            >
              <RefreshCw aria-hidden="true" />
              New Cards for Everyone
            </Button>
            <Button onClick={() => window.print()} disabled={!data || data.cards.length === 0}>
              <Printer aria-hidden="true" />
              Print Cards
            </Button>
          </>
        }
      />
      {cards.isError ? (
        <LoadError what="the cards" error={cards.error} onRetry={() => void cards.refetch()} />
      ) : !data ? (
        <div
          className="grid gap-4 sm:grid-cols-2"
          role="status"
          aria-busy="true"
          aria-label="Preparing the cards"
        >
          <Skeleton className="h-40 rounded-lg" />
          <Skeleton className="h-40 rounded-lg" />
        </div>
      ) : data.cards.length === 0 ? (
        <p className="text-muted-foreground">
          This class has no students yet: add students to print their cards.
        </p>
      ) : (
        <div className="print-alone print-cards grid gap-6">
          {sheetsOf(data.cards).map((sheet, i) => (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its place in the print run.
              key={i}
              aria-label={`Sheet ${i + 1}`}
              className="card-sheet grid gap-3 sm:grid-cols-2"
            >
              {sheet.map((card) => (
                <LoginCard
                  key={card.studentId}
                  card={card}
                  className={data.className}
                  origin={window.location.origin}
                  action={
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
                      aria-label={`New card for ${card.firstName} ${card.lastInitial}.`}
                      onClick={() => setReplacing({ card })}
                    >
                      <RefreshCw aria-hidden="true" />
                      <span className="max-sm:sr-only">New card</span>
                    </Button>
                  }
                />
              ))}
            </section>
          ))}
        </div>
      )}
      {current ? (
        <ReplaceCardsDialog classId={current.id} replacing={replacing} onClose={() => setReplacing(null)} />
      ) : null}
    </div>
  );
}

/** Confirms new cards (one child's, or everyone's): the old ones stop working at once. */
function ReplaceCardsDialog({
  classId,
  replacing,
  onClose,
}: {
  classId: number;
  replacing: Replacing | null;
  onClose: () => void;
}) {
  const issue = useIssueLoginCards(classId);
  const card = replacing?.card ?? null;
  const name = card ? `${card.firstName} ${card.lastInitial}.` : null;
  const confirm = () =>
    issue.mutate(card ? [card.studentId] : undefined, {
      onSuccess: () => {
        onClose();
        toast({
          title: name ? `New card for ${name}` : 'New cards for everyone',
          description: 'Print the new card and hand it out: the old one no longer works.',
          variant: 'success',
        });
      },
      onError: (error) => toastError('The cards were not changed. Please try again.', error, 'No New Cards'),
    });
  return (
    <ConfirmDialog
      open={replacing !== null}
      onOpenChange={(open) => !open && !issue.isPending && onClose()}
      title={name ? `Make a new card for ${name}?` : 'Make new cards for the whole class?'}
      description={
        name
          ? `${name}'s old card stops working at once, and anyone signed in with it is signed out. Print the new card and give it to ${card?.firstName}.`
          : 'Every old card of this class stops working at once, and every child signed in is signed out. Print the new cards and hand them out.'
      }
      confirmLabel={name ? 'Make New Card' : 'Make New Cards'}
      pendingLabel="Making..."
      pending={issue.isPending}
      onConfirm={confirm}
    />
  );
}
