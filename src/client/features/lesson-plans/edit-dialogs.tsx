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
import { NativeSelect } from '@client/components/ui/native-select';
import { FileUploadButton } from '@client/features/uploads/file-upload-button';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { optionalText } from '@shared/common/schemas';
import { planNotes, planTitle, resourceType, sectionName, sectionNumber } from '@shared/lesson-plans/schemas';
import {
  ALLOWED_SECTION_NUMBERS,
  inferResourceType,
  isSafeResourceUrl,
  type ResourceType,
} from '@shared/lesson-plans/sections';
import type { FormEvent, ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type LessonPlanView,
  type ResourceView,
  type SectionView,
  useCreateResource,
  useCreateSection,
  useUpdatePlan,
  useUpdateResource,
  useUpdateSection,
} from './lesson-plans-api';
import { ResourceTypeSelect } from './resource-type';

/** What the page is editing: one dialog at a time. */
export type Editing =
  | { kind: 'plan'; plan: LessonPlanView }
  | { kind: 'addSection'; plan: LessonPlanView }
  | { kind: 'section'; section: SectionView }
  | { kind: 'addResource'; section: SectionView }
  | { kind: 'resource'; resource: ResourceView }
  | null;

// The dialogs' rules are the server's (src/shared/lesson-plans/schemas.ts); the URL keeps the
// shorter message the dialog has always shown.
const planForm = z.object({ title: planTitle, notes: planNotes });
const sectionForm = z.object({ sectionNumber, sectionName });
const resourceForm = z.object({
  title: planTitle,
  url: z.string().trim().refine(isSafeResourceUrl, 'Please enter a valid URL'),
  resourceType,
  description: optionalText(2000),
});

function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {pending ? 'Saving...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The mutation options of a dialog's save: the success toast and close, or the failure toast. */
const saved = (title: string, onClose: () => void, failure: string) => ({
  onSuccess: () => {
    toast({ title, variant: 'success' });
    onClose();
  },
  onError: (err: unknown) => toastError(failure, err),
});

function PlanDialog({ plan, onClose }: { plan: LessonPlanView; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(planForm),
    defaultValues: { title: plan.title, notes: plan.notes ?? '' },
  });
  const update = useUpdatePlan();
  const submit = form.handleSubmit(({ title, notes }) =>
    update.mutate(
      { id: plan.id, title, notes },
      saved('Lesson plan updated successfully!', onClose, 'Failed to update lesson plan'),
    ),
  );
  return (
    <FormDialog
      title="Edit Lesson Plan"
      description={`The plan for ${plan.date}.`}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Save Changes"
    >
      <Field label="Title" error={form.formState.errors.title?.message} required>
        <Input {...form.register('title')} />
      </Field>
      <Field label="Notes" optional error={form.formState.errors.notes?.message}>
        <Textarea rows={4} {...form.register('notes')} />
      </Field>
    </FormDialog>
  );
}

function SectionDialog({
  plan,
  section,
  onClose,
}: {
  plan?: LessonPlanView;
  section?: SectionView;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(sectionForm),
    defaultValues: {
      sectionNumber: section?.sectionNumber ?? '601',
      sectionName: section?.sectionName ?? '',
    },
  });
  const number = useWatch({ control: form.control, name: 'sectionNumber' });
  const create = useCreateSection();
  const update = useUpdateSection();
  const submit = form.handleSubmit((values) => {
    if (section) {
      update.mutate(
        { id: section.id, ...values },
        saved('Section updated successfully!', onClose, 'Failed to update section'),
      );
    } else if (plan) {
      create.mutate(
        { lessonPlanId: plan.id, ...values, displayOrder: plan.sections.length },
        saved('Section created successfully!', onClose, 'Failed to create section'),
      );
    }
  });
  return (
    <FormDialog
      title={section ? 'Edit Section' : 'Add Section'}
      description={section ? `Section ${section.sectionNumber}.` : `A section of '${plan?.title}'.`}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      submitLabel={section ? 'Save Changes' : 'Add Section'}
    >
      <Field label="Section number">
        <NativeSelect {...form.register('sectionNumber')}>
          {ALLOWED_SECTION_NUMBERS.map((n) => (
            <option key={n} value={n}>
              Section {n}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Section name" optional error={form.formState.errors.sectionName?.message}>
        <Input placeholder={`Section ${number}`} {...form.register('sectionName')} />
      </Field>
    </FormDialog>
  );
}

function ResourceDialog({
  section,
  resource,
  onClose,
}: {
  section?: SectionView;
  resource?: ResourceView;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(resourceForm),
    defaultValues: {
      title: resource?.title ?? '',
      url: resource?.url ?? '',
      resourceType: (resource?.resourceType as ResourceType) ?? 'other',
      description: resource?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const create = useCreateResource();
  const update = useUpdateResource();
  const submit = form.handleSubmit((body) => {
    if (resource) {
      update.mutate(
        { id: resource.id, ...body },
        saved('Resource updated successfully!', onClose, 'Failed to update resource'),
      );
    } else if (section) {
      create.mutate(
        { sectionId: section.id, ...body, displayOrder: section.resources.length },
        saved('Resource created successfully!', onClose, 'Failed to create resource'),
      );
    }
  });
  return (
    <FormDialog
      title={resource ? 'Edit Resource' : 'Add Resource'}
      description={resource ? resource.title : `For Section ${section?.sectionNumber}.`}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      submitLabel={resource ? 'Save Changes' : 'Add Resource'}
    >
      <Field label="Title" error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </Field>
      <Field label="URL" error={errors.url?.message} required>
        <Input
          type="url"
          placeholder="https://"
          {...form.register('url', {
            // The type follows the address until the teacher picks one (decision 0082).
            onChange: (e) => {
              if (!form.getFieldState('resourceType').isDirty)
                form.setValue('resourceType', inferResourceType(e.target.value));
            },
          })}
        />
      </Field>
      <FileUploadButton
        label="Or upload a file"
        onUploaded={(fileURL, file) => {
          form.setValue('url', fileURL);
          form.setValue('resourceType', 'other');
          if (!form.getValues('title').trim()) form.setValue('title', file.name);
          form.clearErrors();
        }}
      />
      <Field label="Type">
        <ResourceTypeSelect {...form.register('resourceType')} />
      </Field>
      <Field label="Description" optional error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </Field>
    </FormDialog>
  );
}

/** The open edit dialog, if any. */
export function EditDialogs({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  if (!editing) return null;
  switch (editing.kind) {
    case 'plan':
      return <PlanDialog plan={editing.plan} onClose={onClose} />;
    case 'addSection':
      return <SectionDialog plan={editing.plan} onClose={onClose} />;
    case 'section':
      return <SectionDialog section={editing.section} onClose={onClose} />;
    case 'addResource':
      return <ResourceDialog section={editing.section} onClose={onClose} />;
    case 'resource':
      return <ResourceDialog resource={editing.resource} onClose={onClose} />;
  }
}
