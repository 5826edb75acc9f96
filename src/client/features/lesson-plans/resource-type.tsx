import { Badge } from '@client/components/ui/badge';
import { NativeSelect } from '@client/components/ui/native-select';
import {
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type ResourceType,
  resourceLabel,
} from '@shared/lesson-plans/sections';
import { CirclePlay, FileText, Globe, Presentation } from 'lucide-react';
import type { ComponentProps } from 'react';

const ICONS = { google_doc: FileText, google_slide: Presentation, youtube: CirclePlay, other: Globe };

export function ResourceTypeIcon({ type }: { type: string }) {
  const Icon = ICONS[type as ResourceType] ?? Globe;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />;
}

/** The type's label, or for 'other' what it is: 'PDF', 'Image', 'PhET Simulation', 'Website'. */
export function ResourceTypeBadge({
  resource,
}: {
  resource: { resourceType: string; url: string; fileType?: string | null };
}) {
  const type = resource.resourceType;
  return (
    <Badge variant={type === 'youtube' ? 'destructive' : type === 'other' ? 'secondary' : 'info'}>
      {resourceLabel(resource)}
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
