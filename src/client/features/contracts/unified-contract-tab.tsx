import { LoadError } from '@client/components/feedback/load-error';
import { PageLoader } from '@client/components/layout/page-loader';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { formatDateTime } from '@client/lib/relative-time';
import { toast, toastError } from '@client/lib/toast';
import { useCopyToClipboard } from '@client/lib/use-copy-to-clipboard';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_TEXT_MAX,
  CONTRACT_TITLE_MAX,
  type ContractView,
  saveUnifiedBody,
} from '@shared/contracts/schemas';
import { Check, Copy, Merge, Pencil, PenLine, Printer } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useGenerateUnified, useSaveUnified, useSignContract, useUnifiedContract } from './contracts-api';

const unifiedForm = saveUnifiedBody.pick({ title: true, contractText: true });

type Viewer = { kind: 'teacher' } | { kind: 'student'; studentId: number };

/**
 * Unified Contract: the merged contract, who has signed it, Sign (a student), copy and print.
 * The teacher generates it from the class's contracts and may edit it.
 */
export function UnifiedContractTab({
  classId,
  className,
  viewer,
}: {
  classId: number;
  className: string;
  viewer: Viewer;
}) {
  const { data, isError, refetch } = useUnifiedContract(classId);
  const generate = useGenerateUnified();
  const [editing, setEditing] = useState(false);
  // Regenerating rebuilds the text from the class's contracts: a teacher's own edits to the
  // unified contract would be gone without a word, so an existing one asks first.
  const [confirming, setConfirming] = useState(false);

  const onGenerate = () =>
    generate.mutate(
      { classId },
      {
        onSuccess: () => {
          setConfirming(false);
          setEditing(false);
          toast({ title: 'Unified Contract Generated!', variant: 'success' });
        },
        onError: (err) => toastError('Failed to generate unified contract', err),
      },
    );

  if (data === undefined)
    return isError ? <LoadError what="the contract" onRetry={() => void refetch()} /> : <PageLoader />;

  const generateButton =
    viewer.kind === 'teacher' ? (
      <Button
        onClick={data ? () => setConfirming(true) : onGenerate}
        loading={generate.isPending}
        className="print:hidden"
      >
        {generate.isPending ? null : <Merge aria-hidden="true" />}
        {generate.isPending
          ? 'Generating...'
          : data
            ? 'Regenerate Unified Contract'
            : 'Generate Unified Contract'}
      </Button>
    ) : null;

  if (!data)
    return (
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-10 text-center">
          <p className="max-w-prose text-muted-foreground">
            {viewer.kind === 'teacher'
              ? `No unified contract for ${className} yet. It merges every contract of the class, duplicate rules removed.`
              : 'Your class has no contract to sign yet. Your teacher will share it here.'}
          </p>
          {generateButton}
        </CardContent>
      </Card>
    );

  return (
    <div className="grid gap-4">
      {viewer.kind === 'teacher' ? (
        <div className="flex flex-wrap gap-2 print:hidden">
          {generateButton}
          {editing ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Regenerate the unified contract?"
        description="Its text is rebuilt from the class's contracts, so edits made here are replaced. Signatures are kept."
        confirmLabel="Regenerate"
        pendingLabel="Generating..."
        pending={generate.isPending}
        variant="primary"
        onConfirm={onGenerate}
      />
      {editing ? (
        <EditUnified contract={data} classId={classId} onDone={() => setEditing(false)} />
      ) : (
        <ContractSheet contract={data} className={className} viewer={viewer} classId={classId} />
      )}
    </div>
  );
}

function ContractSheet({
  contract,
  className,
  viewer,
  classId,
}: {
  contract: ContractView;
  className: string;
  viewer: Viewer;
  classId: number;
}) {
  const { copied, copy } = useCopyToClipboard();
  const sign = useSignContract();
  const mySignature =
    viewer.kind === 'student' ? contract.signatures.find((s) => s.studentId === viewer.studentId) : undefined;

  const onCopy = async () => {
    const ok = await copy(`${contract.title}\n\n${contract.contractText}`);
    toast(
      ok
        ? { title: 'Copied!', variant: 'success' }
        : { title: 'Failed to copy to clipboard', variant: 'destructive' },
    );
  };

  const onSign = () => {
    if (viewer.kind !== 'student') return;
    sign.mutate(
      { contractId: contract.id, studentId: viewer.studentId, classId },
      {
        onSuccess: () => toast({ title: 'Contract Signed!', variant: 'success' }),
        onError: (err) => toastError('Failed to sign contract', err),
      },
    );
  };

  return (
    <Card className="print-alone print-contract">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>{contract.title}</CardTitle>
          <CardDescription>
            {className} · updated {formatDateTime(contract.updatedAt)}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" size="sm" onClick={() => void onCopy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="rounded-lg border border-border bg-surface-muted p-4 text-sm leading-relaxed whitespace-pre-wrap break-words print:border-0 print:bg-transparent print:p-0">
          {contract.contractText}
        </div>
        {viewer.kind === 'student' ? (
          <div className="flex flex-wrap items-center gap-3 print:hidden">
            {mySignature ? (
              <Badge variant="success">You signed on {formatDateTime(mySignature.signedAt)}</Badge>
            ) : (
              <Button onClick={onSign} loading={sign.isPending}>
                {sign.isPending ? null : <PenLine aria-hidden="true" />}
                Sign
              </Button>
            )}
          </div>
        ) : null}
        <section aria-labelledby="signatures-heading" className="grid gap-2">
          <h3 id="signatures-heading" className="font-semibold">
            Signatures ({contract.signatures.length})
          </h3>
          {contract.signatures.length === 0 ? (
            <p className="text-sm text-muted-foreground">No one has signed yet.</p>
          ) : (
            <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2">
              {contract.signatures.map((s) => (
                <li
                  key={s.studentId}
                  className="flex items-baseline justify-between gap-2 border-b border-border py-1"
                >
                  <span className="font-medium">{s.studentName}</span>
                  <time dateTime={s.signedAt} className="text-xs text-muted-foreground">
                    {formatDateTime(s.signedAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function EditUnified({
  contract,
  classId,
  onDone,
}: {
  contract: ContractView;
  classId: number;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(unifiedForm),
    defaultValues: { title: contract.title, contractText: contract.contractText },
  });
  const save = useSaveUnified();
  // Both fields' problems are told in one toast, as the editor always has.
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { classId, ...values },
        {
          onSuccess: () => {
            toast({ title: 'Contract Saved', variant: 'success' });
            onDone();
          },
          onError: (err) => toastError('Failed to save contract', err),
        },
      ),
    () => toastError('A contract needs a title and text.'),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Edit the unified contract</CardTitle>
        <CardDescription>Signatures already given are kept.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field label="Title">
          <Input maxLength={CONTRACT_TITLE_MAX} {...form.register('title')} />
        </Field>
        <Field label="Contract text">
          <Textarea
            rows={14}
            maxLength={CONTRACT_TEXT_MAX}
            {...form.register('contractText')}
            className="font-mono text-sm"
          />
        </Field>
        <div className="flex gap-2">
          <Button onClick={() => void submit()} loading={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
