import { LoadError } from '@client/components/feedback/load-error';
import { PageLoader } from '@client/components/layout/page-loader';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDateTime } from '@client/lib/relative-time';
import { toast, toastError } from '@client/lib/toast';
import type { ClassView } from '@shared/classes/schemas';
import { countOf } from '@shared/common/plural';
import type { ContractView } from '@shared/contracts/schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useContracts, useDeleteContract } from './contracts-api';

/** Class Contracts: the class's saved contracts, each deletable after a confirmation. */
export function ClassContractsTab({ klass }: { klass: ClassView }) {
  const { data, isError, refetch } = useContracts(klass.id);
  const remove = useDeleteContract();
  const [doomed, setDoomed] = useState<ContractView | null>(null);

  if (!data) return isError ? <LoadError what="contracts" onRetry={() => void refetch()} /> : <PageLoader />;
  if (data.length === 0)
    return (
      <Card>
        <CardContent className="py-10 text-center text-muted-foreground">
          No contracts for {klass.name} yet. Build one in Create Contract.
        </CardContent>
      </Card>
    );

  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(
      { id: doomed.id, classId: klass.id },
      {
        onSuccess: () => {
          toast({ title: 'Contract Deleted!', variant: 'success' });
          setDoomed(null);
        },
        onError: (err) => toastError('Failed to delete contract', err),
      },
    );
  };

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {data.map((c) => (
          <li key={c.id}>
            <Card className="h-full">
              <CardHeader className="flex-row items-start justify-between gap-3">
                <div className="grid gap-1">
                  <CardTitle as="h3">{c.title}</CardTitle>
                  <CardDescription>Saved {formatDateTime(c.createdAt)}</CardDescription>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete contract: ${c.title}`}
                  onClick={() => setDoomed(c)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </CardHeader>
              <CardContent className="grid gap-3">
                <div className="flex flex-wrap gap-2">
                  <Badge variant="secondary">
                    {c.rules.length} {c.rules.length === 1 ? 'rule' : 'rules'}
                  </Badge>
                </div>
                <p className="line-clamp-6 text-sm whitespace-pre-line text-muted-foreground">
                  {c.contractText}
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete this contract?"
        description={`“${doomed?.title ?? ''}” and its ${countOf(doomed?.rules.length ?? 0, 'rule')} will be deleted. The unified contract is not changed until you generate it again. This cannot be undone.`}
        confirmLabel="Delete Contract"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
