import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { FileUploadButton } from '@client/features/uploads/file-upload-button';
import { toast, toastError } from '@client/lib/toast';
import type { PlanResourceInput } from '@shared/lesson-plans/schemas';
import { inferResourceType, isSafeResourceUrl, type ResourceType } from '@shared/lesson-plans/sections';
import { Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ResourceTypeBadge, ResourceTypeIcon, ResourceTypeSelect } from './resource-type';

/** `fileType`: an uploaded file's content type, for its badge ('PDF'); never sent. */
export type DraftResource = PlanResourceInput & { key: string; kind: 'file' | 'link'; fileType?: string };

let next = 0;

/**
 * Resources added by file upload or by link: a title, a type and an optional
 * description; the added ones are listed with a remove button. A link's type follows its
 * address until the teacher picks one (decision 0082). With several `sections` (a new plan),
 * each resource is added for the section chosen in 'For section'.
 */
export function ResourceBuilder({
  value,
  onChange,
  sections = [],
}: {
  value: DraftResource[];
  onChange: (next: DraftResource[]) => void;
  sections?: string[];
}) {
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [type, setType] = useState<ResourceType>('other');
  const [typeChosen, setTypeChosen] = useState(false);
  const [description, setDescription] = useState('');
  const [urlError, setUrlError] = useState<string>();
  const [picked, setPicked] = useState<string>();
  // The chosen section, while it is still one of the plan's.
  const forSection = picked && sections.includes(picked) ? picked : sections[0];

  const add = (draft: Omit<DraftResource, 'key' | 'sectionNumber'>) => {
    onChange([...value, { ...draft, sectionNumber: forSection, key: `r${++next}` }]);
    setTitle('');
    setUrl('');
    setType('other');
    setTypeChosen(false);
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
      fileType: file.type,
      description: description.trim() || null,
    });
    toast({ title: 'File added to lesson', variant: 'success' });
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {sections.length > 1 ? (
          <Field label="For section" className="sm:col-span-2">
            <NativeSelect value={forSection} onChange={(e) => setPicked(e.target.value)}>
              {sections.map((s) => (
                <option key={s} value={s}>
                  Section {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <Field label="Resource title">
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. Fractions slides"
          />
        </Field>
        <Field label="Type">
          <ResourceTypeSelect
            value={type}
            onChange={(e) => {
              setType(e.target.value as ResourceType);
              setTypeChosen(true);
            }}
          />
        </Field>
        <Field label="URL" error={urlError} className="sm:col-span-2">
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              if (!typeChosen) setType(inferResourceType(e.target.value));
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
              {/* Title on its own line, so a phone shows more than 'Wa…' beside the section and badge. */}
              <div className="grid min-w-0 flex-1 gap-1 sm:flex sm:items-center sm:gap-2">
                <span className="min-w-0 truncate text-sm font-medium sm:flex-1">{r.title}</span>
                <span className="flex shrink-0 items-center gap-2">
                  {sections.length > 1 && r.sectionNumber ? (
                    <span className="text-xs text-muted-foreground">Section {r.sectionNumber}</span>
                  ) : null}
                  <ResourceTypeBadge
                    resource={{
                      resourceType: r.resourceType ?? 'other',
                      url: r.url,
                      fileType: r.kind === 'file' ? r.fileType || null : undefined,
                    }}
                  />
                </span>
              </div>
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
export const toResourceInputs = (drafts: DraftResource[]): PlanResourceInput[] =>
  drafts.map(({ key: _k, kind: _kind, fileType: _type, ...r }, i) => ({ ...r, displayOrder: i }));
