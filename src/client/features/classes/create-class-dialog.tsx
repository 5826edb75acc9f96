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
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { useOpening } from '@client/lib/use-opening';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_BEHAVIOR_PRESET } from '@shared/behavior-types/presets';
import { type CreateClassBody, createClassBody } from '@shared/classes/schemas';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AgeChoice, ClassNamePreview } from './class-setup-fields';
import { useCreateClass } from './classes-api';

type NewClassValues = CreateClassBody;

/**
 * 'New Class': a name, an optional period and the age group (the behaviours it starts with); the
 * server picks the class code. The new class becomes current.
 */
export function CreateClassDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const opening = useOpening(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>New Class</DialogTitle>
          <DialogDescription>
            Students join with the class code Remote Chalk creates for it.
          </DialogDescription>
        </DialogHeader>
        <CreateClassForm key={opening} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CreateClassForm({ onDone }: { onDone: () => void }) {
  const create = useCreateClass();
  const form = useForm<NewClassValues>({
    resolver: zodResolver(createClassBody),
    defaultValues: { name: '', period: '', behaviorPreset: DEFAULT_BEHAVIOR_PRESET },
  });
  const [name, period] = form.watch(['name', 'period']);

  const onSubmit = form.handleSubmit(({ name, period, behaviorPreset }) => {
    const p = typeof period === 'string' ? period.trim() : period;
    create.mutate(
      { name: name.trim(), behaviorPreset, ...(p ? { period: p } : {}) },
      {
        onSuccess: (klass) => {
          toast({
            title: 'Class Created',
            description: `${klass.name} is ready. Its class code is ${klass.classCode}.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => toastError('Failed to create class', err),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label="Class name" error={form.formState.errors.name?.message}>
          <Input
            autoFocus
            autoComplete="off"
            maxLength={200}
            placeholder="e.g. Year 3 Robins, Science"
            {...form.register('name')}
          />
        </Field>
        <Field label="Period" optional error={form.formState.errors.period?.message}>
          <Input
            autoComplete="off"
            inputMode="numeric"
            maxLength={10}
            placeholder="No period"
            {...form.register('period')}
          />
        </Field>
      </div>
      <ClassNamePreview name={name} period={typeof period === 'number' ? String(period) : (period ?? '')} />
      <AgeChoice register={form.register} name="behaviorPreset" />
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Class'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The empty dashboard's way to a first class. */
export function NewClassButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        New Class
      </Button>
      <CreateClassDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
