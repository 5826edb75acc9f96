import { LoadError } from '@client/components/feedback/load-error';
import { PageLoader } from '@client/components/layout/page-loader';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { fullName, sortStudents, useClassStudents } from '@client/features/roster/roster-api';
import { toast, toastError } from '@client/lib/toast';
import type { ClassView } from '@shared/classes/schemas';
import { countOf } from '@shared/common/plural';
import { PenLine } from 'lucide-react';
import { useSignContract, useUnifiedContract } from './contracts-api';

/** Manage Signatures: every student of the class, signed or not, and a sign-for button. */
export function ManageSignaturesTab({ klass }: { klass: ClassView }) {
  const unified = useUnifiedContract(klass.id);
  const roster = useClassStudents(klass.id);
  const sign = useSignContract();

  if (unified.data === undefined || !roster.data) {
    return unified.isError || roster.isError ? (
      <LoadError
        what="signatures"
        onRetry={() => {
          void unified.refetch();
          void roster.refetch();
        }}
      />
    ) : (
      <PageLoader />
    );
  }
  const contract = unified.data;
  if (!contract)
    return (
      <Card>
        <CardContent className="py-10 text-center text-muted-foreground">
          Generate the unified contract first (Unified Contract tab); students then sign it here or
          themselves.
        </CardContent>
      </Card>
    );

  const signedAt = new Map(contract.signatures.map((s) => [s.studentId, s.signedAt]));
  const students = sortStudents([...roster.data]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signatures for “{contract.title}”</CardTitle>
        <CardDescription>
          {signedAt.size} of {countOf(students.length, 'student')} {signedAt.size === 1 ? 'has' : 'have'}{' '}
          signed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {students.length === 0 ? (
          <p className="text-muted-foreground">This class has no students yet.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {students.map((s) => {
              const signed = signedAt.has(s.id);
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <span className="font-medium">{fullName(s)}</span>
                  <div className="flex items-center gap-2">
                    <Badge variant={signed ? 'success' : 'outline'}>{signed ? 'Signed' : 'Not signed'}</Badge>
                    {signed ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Sign for ${fullName(s)}`}
                        loading={sign.isPending && sign.variables?.studentId === s.id}
                        onClick={() =>
                          sign.mutate(
                            { contractId: contract.id, studentId: s.id, classId: klass.id },
                            {
                              onSuccess: () =>
                                toast({
                                  title: 'Contract Signed!',
                                  description: `Signed for ${fullName(s)}.`,
                                  variant: 'success',
                                }),
                              onError: (err) => toastError('Failed to sign contract', err),
                            },
                          )
                        }
                      >
                        <PenLine aria-hidden="true" />
                        Sign for student
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
