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
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { countOf } from '@shared/common/plural';
import { planNotes, planTitle } from '@shared/lesson-plans/schemas';
import { SELECTABLE_SECTIONS } from '@shared/lesson-plans/sections';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreatePlan } from './lesson-plans-api';
import { type DraftResource, ResourceBuilder, toResourceInputs } from './resource-builder';

const planForm = z.object({ title: planTitle, notes: planNotes });

const STEPS = ['Class sections', 'Basic information', 'Resources'] as const;

/** 'New Lesson Plan' in three steps: sections, title and notes, resources. */
export function NewPlanDialog({
  open,
  onOpenChange,
  date,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
}) {
  const [step, setStep] = useState(0);
  const [sections, setSections] = useState<string[]>([]);
  const [resources, setResources] = useState<DraftResource[]>([]);
  // Title and notes keep their values while the other steps are shown.
  const form = useForm({ resolver: zodResolver(planForm), defaultValues: { title: '', notes: '' } });
  const create = useCreatePlan();

  const reset = () => {
    setStep(0);
    setSections([]);
    form.reset();
    setResources([]);
  };
  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const toggle = (s: string) =>
    setSections((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]));

  const forward = async () => {
    if (step === 0 && sections.length === 0) {
      toastError(
        'Please select at least one class section for this lesson plan.',
        undefined,
        'Select class sections',
      );
      return;
    }
    if (step === 1 && !(await form.trigger('title'))) {
      toastError('Please enter a title for your lesson plan.', undefined, 'Title required');
      return;
    }
    setStep(step + 1);
  };

  // In the order of the list, so the first chosen section is the first in the period order.
  const chosen = SELECTABLE_SECTIONS.filter((s) => sections.includes(s));

  const submit = () => {
    // A resource added for a section the teacher then deselected is not moved elsewhere.
    const orphan = resources.find((r) => r.sectionNumber && !chosen.includes(r.sectionNumber as never));
    if (orphan) {
      toastError(
        `'${orphan.title}' is for Section ${orphan.sectionNumber}, which is no longer selected: remove it or select the section again.`,
        undefined,
        'Resource without its section',
      );
      return;
    }
    const { title, notes } = form.getValues();
    create.mutate(
      {
        date,
        title: title.trim(),
        notes: (notes ?? '').trim(),
        sections: chosen.map((sectionNumber) => ({ sectionNumber })),
        resources: toResourceInputs(resources),
      },
      {
        onSuccess: () => {
          toast({
            title: 'Lesson plan created successfully!',
            description: `Lesson plan created with ${countOf(chosen.length, 'section')} and ${countOf(resources.length, 'resource')}!`,
            variant: 'success',
          });
          close(false);
        },
        onError: (err) => toastError('Failed to create lesson plan', err),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New Lesson Plan</DialogTitle>
          <DialogDescription>
            Step {step + 1} of 3: {STEPS[step]}
          </DialogDescription>
        </DialogHeader>
        <ol className="grid grid-cols-3 gap-2" aria-label="Steps">
          {STEPS.map((name, i) => (
            <li
              key={name}
              aria-current={i === step ? 'step' : undefined}
              className={`rounded-full py-1 text-center text-xs font-medium ${i <= step ? 'bg-brand text-brand-foreground' : 'bg-surface-muted text-muted-foreground'}`}
            >
              {i + 1}. {name}
            </li>
          ))}
        </ol>

        {step === 0 ? (
          <fieldset className="grid gap-3">
            <legend className="sr-only">Class sections</legend>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setSections([...SELECTABLE_SECTIONS])}
              >
                Select All Sections
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setSections([])}>
                Deselect All Sections
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {SELECTABLE_SECTIONS.map((s) => (
                <label
                  key={s}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium has-checked:border-brand has-checked:bg-brand-soft"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-(--color-brand)"
                    checked={sections.includes(s)}
                    onChange={() => toggle(s)}
                  />
                  Section {s}
                </label>
              ))}
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {sections.length} of 7 sections selected
            </p>
          </fieldset>
        ) : step === 1 ? (
          <div className="grid gap-3">
            <Field label="Title" error={form.formState.errors.title?.message} required>
              <Input {...form.register('title')} placeholder="e.g. Fractions review" autoFocus />
            </Field>
            <Field label="Notes" optional error={form.formState.errors.notes?.message}>
              <Textarea rows={4} {...form.register('notes')} />
            </Field>
          </div>
        ) : (
          <ResourceBuilder value={resources} onChange={setResources} sections={chosen} />
        )}

        <DialogFooter>
          {step > 0 ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => setStep(step - 1)}
              disabled={create.isPending}
            >
              Back
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
          )}
          {step < 2 ? (
            <Button type="button" onClick={() => void forward()}>
              Next
            </Button>
          ) : (
            <Button type="button" onClick={submit} loading={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Lesson Plan'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
