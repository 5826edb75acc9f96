import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { fullName } from '@client/features/roster/roster-api';
import { cn } from '@client/lib/cn';
import { useOpening } from '@client/lib/use-opening';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatSignedPoints } from '@shared/scores/score';
import type { StudentView } from '@shared/students/schemas';
import { useForm, useWatch } from 'react-hook-form';
import { type BalanceFormValues, balanceDifference, balanceFormSchema } from './balance-adjustment';
import { useBalanceAdjustment } from './students-api';

interface EditBalanceDialogProps {
  student: StudentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const MODES = [
  { value: 'set', label: 'Set new balance' },
  { value: 'adjust', label: 'Add or subtract' },
] as const;

export function EditBalanceDialog({ student, open, onOpenChange }: EditBalanceDialogProps) {
  const opening = useOpening(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit Balance</DialogTitle>
          <DialogDescription>
            {fullName(student)} has {formatSignedPoints(student.balance)} points. The change is saved as a
            behavior record with your reason.
          </DialogDescription>
        </DialogHeader>
        {/* Each opening starts from the balance as it is now. */}
        <EditBalanceForm key={opening} student={student} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditBalanceForm({ student, onDone }: { student: StudentView; onDone: () => void }) {
  const adjust = useBalanceAdjustment();
  const name = fullName(student);
  const initial: BalanceFormValues = { mode: 'set', amount: String(student.balance), reason: '' };
  const form = useForm<BalanceFormValues>({
    resolver: zodResolver(balanceFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [mode, amountText] = useWatch({ control: form.control, name: ['mode', 'amount'] });
  const amount = /^[-+]?\d+$/.test(amountText.trim()) ? Number(amountText) : null;
  const preview = amount === null ? null : mode === 'set' ? amount : student.balance + amount;

  const onSubmit = form.handleSubmit((values) => {
    const diff = balanceDifference(student.balance, values.mode, Number(values.amount));
    if (!diff.ok) {
      form.setError('amount', { message: diff.message });
      return;
    }
    adjust.mutate(
      {
        studentId: student.id,
        points: diff.points,
        reason: values.reason.trim(),
        name,
        current: student.balance,
      },
      { onSuccess: onDone },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">How to change it</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-surface-muted p-1">
          {MODES.map((m) => (
            <label
              key={m.value}
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                mode === m.value ? 'bg-surface text-foreground shadow-card' : 'text-muted-foreground',
              )}
            >
              <input
                type="radio"
                value={m.value}
                className="sr-only"
                {...form.register('mode', {
                  onChange: (e) =>
                    form.setValue('amount', e.target.value === 'set' ? String(student.balance) : ''),
                })}
              />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={mode === 'set' ? 'New balance' : 'Points to add (use - to subtract)'}
        error={errors.amount?.message}
        hint={
          preview === null
            ? undefined
            : `New balance: ${formatSignedPoints(preview)} (now ${formatSignedPoints(student.balance)})`
        }
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('amount')} />
      </Field>
      <Field label="Reason" error={errors.reason?.message}>
        <Textarea rows={3} placeholder="e.g. Points from the class trip" {...form.register('reason')} />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={adjust.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={adjust.isPending}>
          {adjust.isPending ? 'Saving...' : 'Save Balance'}
        </Button>
      </DialogFooter>
    </form>
  );
}
