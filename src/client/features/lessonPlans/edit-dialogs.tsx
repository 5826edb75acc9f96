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
import { ALLOWED_SECTION_NUMBERS, isSafeResourceUrl, type ResourceType } from '@shared/lessonPlans/sections';
import { type FormEvent, type ReactNode, useState } from 'react';
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

const fail = (fallback: string) => (err: unknown) => toastError(fallback, err);

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
  onSubmit: () => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            onSubmit();
          }}
        >
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

function PlanDialog({ plan, onClose }: { plan: LessonPlanView; onClose: () => void }) {
  const [title, setTitle] = useState(plan.title);
  const [notes, setNotes] = useState(plan.notes ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdatePlan();
  const submit = () => {
    if (!title.trim()) return setError('Title is required');
    update.mutate(
      { id: plan.id, title: title.trim(), notes: notes.trim() || null },
      {
        onSuccess: () => {
          toast({ title: 'Lesson plan updated successfully!', variant: 'success' });
          onClose();
        },
        onError: fail('Failed to update lesson plan'),
      },
    );
  };
  return (
    <FormDialog
      title="Edit Lesson Plan"
      description={`The plan for ${plan.date}.`}
      onClose={onClose}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel="Save Changes"
    >
      <Field label="Title" error={error} required>
        <Input
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <Field label="Notes" optional>
        <Textarea rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} />
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
  const [number, setNumber] = useState(section?.sectionNumber ?? '601');
  const [name, setName] = useState(section?.sectionName ?? '');
  const create = useCreateSection();
  const update = useUpdateSection();
  const submit = () => {
    const sectionName = name.trim() || null;
    if (section) {
      update.mutate(
        { id: section.id, sectionNumber: number, sectionName },
        {
          onSuccess: () => {
            toast({ title: 'Section updated successfully!', variant: 'success' });
            onClose();
          },
          onError: fail('Failed to update section'),
        },
      );
    } else if (plan) {
      create.mutate(
        { lessonPlanId: plan.id, sectionNumber: number, sectionName, displayOrder: plan.sections.length },
        {
          onSuccess: () => {
            toast({ title: 'Section created successfully!', variant: 'success' });
            onClose();
          },
          onError: fail('Failed to create section'),
        },
      );
    }
  };
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
        <NativeSelect value={number} onChange={(e) => setNumber(e.target.value)}>
          {ALLOWED_SECTION_NUMBERS.map((n) => (
            <option key={n} value={n}>
              Section {n}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Section name" optional>
        <Input value={name} onChange={(e) => setName(e.target.value)} placeholder={`Section ${number}`} />
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
  const [title, setTitle] = useState(resource?.title ?? '');
  const [url, setUrl] = useState(resource?.url ?? '');
  const [type, setType] = useState<ResourceType>((resource?.resourceType as ResourceType) ?? 'google_doc');
  const [description, setDescription] = useState(resource?.description ?? '');
  const [errors, setErrors] = useState<{ title?: string; url?: string }>({});
  const create = useCreateResource();
  const update = useUpdateResource();
  const submit = () => {
    const found = {
      title: title.trim() ? undefined : 'Title is required',
      url: isSafeResourceUrl(url.trim()) ? undefined : 'Please enter a valid URL',
    };
    setErrors(found);
    if (found.title || found.url) return;
    const body = {
      title: title.trim(),
      url: url.trim(),
      resourceType: type,
      description: description.trim() || null,
    };
    if (resource) {
      update.mutate(
        { id: resource.id, ...body },
        {
          onSuccess: () => {
            toast({ title: 'Resource updated successfully!', variant: 'success' });
            onClose();
          },
          onError: fail('Failed to update resource'),
        },
      );
    } else if (section) {
      create.mutate(
        { sectionId: section.id, ...body, displayOrder: section.resources.length },
        {
          onSuccess: () => {
            toast({ title: 'Resource created successfully!', variant: 'success' });
            onClose();
          },
          onError: fail('Failed to create resource'),
        },
      );
    }
  };
  return (
    <FormDialog
      title={resource ? 'Edit Resource' : 'Add Resource'}
      description={resource ? resource.title : `For Section ${section?.sectionNumber}.`}
      onClose={onClose}
      onSubmit={submit}
      pending={create.isPending || update.isPending}
      submitLabel={resource ? 'Save Changes' : 'Add Resource'}
    >
      <Field label="Title" error={errors.title} required>
        <Input
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setErrors({ ...errors, title: undefined });
          }}
        />
      </Field>
      <Field label="URL" error={errors.url} required>
        <Input
          type="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors({ ...errors, url: undefined });
          }}
          placeholder="https://"
        />
      </Field>
      <FileUploadButton
        label="Or upload a file"
        onUploaded={(fileURL, file) => {
          setUrl(fileURL);
          setType('other');
          if (!title.trim()) setTitle(file.name);
          setErrors({});
        }}
      />
      <Field label="Type">
        <ResourceTypeSelect value={type} onChange={(e) => setType(e.target.value as ResourceType)} />
      </Field>
      <Field label="Description" optional>
        <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
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
