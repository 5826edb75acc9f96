import { Badge } from '@client/components/ui/badge';
import { NativeSelect } from '@client/components/ui/native-select';
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, type ResourceType } from '@shared/lesson-plans/sections';
import { CirclePlay, FileText, Globe, Presentation } from 'lucide-react';
import type { ComponentProps } from 'react';

export const resourceLabel = (type: string) => RESOURCE_TYPE_LABELS[type as ResourceType] ?? 'Other';

const ICONS = { google_doc: FileText, google_slide: Presentation, youtube: CirclePlay, other: Globe };

export function ResourceTypeIcon({ type }: { type: string }) {
  const Icon = ICONS[type as ResourceType] ?? Globe;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />;
}

export function ResourceTypeBadge({ type }: { type: string }) {
  return (
    <Badge variant={type === 'youtube' ? 'destructive' : type === 'other' ? 'secondary' : 'info'}>
      {resourceLabel(type)}
    </Badge>
  );
}

export function ResourceTypeSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      {RESOURCE_TYPES.map((t) => (
        <option key={t} value={t}>
          {RESOURCE_TYPE_LABELS[t]}
        </option>
      ))}
    </NativeSelect>
  );
}
