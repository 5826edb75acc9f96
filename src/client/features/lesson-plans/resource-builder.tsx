import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { FileUploadButton } from '@client/features/uploads/file-upload-button';
import { toast, toastError } from '@client/lib/toast';
import type { ResourceInput } from '@shared/lesson-plans/schemas';
import { isSafeResourceUrl, type ResourceType } from '@shared/lesson-plans/sections';
import { Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ResourceTypeBadge, ResourceTypeIcon, ResourceTypeSelect } from './resource-type';

export type DraftResource = ResourceInput & { key: string; kind: 'file' | 'link' };

let next = 0;

/**
 * Resources added by file upload or by link: a title, a type and an optional
 * description; the added ones are listed with a remove button.
 */
export function ResourceBuilder({
  value,
  onChange,
  defaultType = 'google_doc',
}: {
  value: DraftResource[];
  onChange: (next: DraftResource[]) => void;
  defaultType?: ResourceType;
}) {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [type, setType] = useState<ResourceType>(defaultType);
  const [description, setDescription] = useState('');
  const [urlError, setUrlError] = useState<string>();

  const add = (draft: Omit<DraftResource, 'key'>) => {
    onChange([...value, { ...draft, key: `r${++next}` }]);
    setTitle('');
    setUrl('');
    setDescription('');
    setUrlError(undefined);
  };

  const addLink = () => {
    if (!title.trim() || !url.trim()) {
      toastError('Please provide both a title and URL.', undefined, 'Missing information');
      return;
    }
    if (!isSafeResourceUrl(url.trim())) return setUrlError('Please enter a valid URL');
    add({
      kind: 'link',
      title: title.trim(),
      url: url.trim(),
      resourceType: type,
      description: description.trim() || null,
    });
    toast({ title: 'Link added to lesson', variant: 'success' });
  };

  const addFile = (fileURL: string, file: File) => {
    add({
      kind: 'file',
      title: title.trim() || file.name,
      url: fileURL,
      resourceType: 'other',
      description: description.trim() || null,
    });
    toast({ title: 'File added to lesson', variant: 'success' });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Resource title">
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. Fractions slides"
          />
        </Field>
        <Field label="Type">
          <ResourceTypeSelect value={type} onChange={(e) => setType(e.target.value as ResourceType)} />
        </Field>
        <Field label="URL" error={urlError} className="sm:col-span-2">
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setUrlError(undefined);
            }}
            placeholder="https://docs.google.com/..."
          />
        </Field>
        <Field label="Description" optional className="sm:col-span-2">
          <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start">
        <Button type="button" variant="secondary" onClick={addLink}>
          <Link2 aria-hidden="true" />
          Add Link
        </Button>
        <FileUploadButton onUploaded={addFile} />
      </div>
      {value.length ? (
        <ul className="grid gap-2" aria-label="Added resources">
          {value.map((r) => (
            <li
              key={r.key}
              className="flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2"
            >
              <ResourceTypeIcon type={r.resourceType ?? 'other'} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{r.title}</span>
              <ResourceTypeBadge type={r.kind === 'file' ? 'other' : (r.resourceType ?? 'other')} />
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${r.title}`}
                onClick={() => {
                  onChange(value.filter((x) => x.key !== r.key));
                  toast({ title: 'Resource removed' });
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The drafts as the API takes them, displayOrder by index. */
export const toResourceInputs = (drafts: DraftResource[]): ResourceInput[] =>
  drafts.map(({ key: _k, kind: _kind, ...r }, i) => ({ ...r, displayOrder: i }));
