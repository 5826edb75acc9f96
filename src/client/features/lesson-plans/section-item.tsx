import { SortableList } from '@client/components/sortable-list';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Editing } from './edit-dialogs';
import { type SectionView, sortByOrder, useDeleteSection, useReorder } from './lesson-plans-api';
import { ResourceItem } from './resource-item';

export const sectionTitle = (s: SectionView) => s.sectionName || `Section ${s.sectionNumber}`;

/** A section: name, number badge, add-resource, edit and delete, and its resources in order. */
export function SectionItem({
  section,
  handle,
  onEdit,
}: {
  section: SectionView;
  handle: ReactNode;
  onEdit: (e: Editing) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSection();
  const reorder = useReorder('resources');
  const resources = sortByOrder(section.resources);
  const title = sectionTitle(section);
  return (
    <section
      id={`lesson-section-${section.id}`}
      aria-label={title}
      className="grid min-w-0 scroll-mt-24 grid-cols-1 gap-3 rounded-xl border border-border bg-surface-muted/50 p-3"
    >
      <div className="flex items-center gap-2">
        {handle}
        <h3 className="min-w-0 flex-1 truncate font-semibold">{title}</h3>
        <Badge variant="outline">{section.sectionNumber}</Badge>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Add resource to ${title}`}
          onClick={() => onEdit({ kind: 'addResource', section })}
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit ${title}`}
          onClick={() => onEdit({ kind: 'section', section })}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {resources.length ? (
        <SortableList
          className="grid grid-cols-1 gap-2"
          items={resources}
          nameOf={(r) => r.title}
          onMove={({ order }) => void reorder(order.map((item) => item.id))}
          renderItem={(r, h) => (
            <ResourceItem resource={r} handle={h} onEdit={() => onEdit({ kind: 'resource', resource: r })} />
          )}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          No resources in this section.{' '}
          <Button variant="link" onClick={() => onEdit({ kind: 'addResource', section })}>
            Add resource
          </Button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Delete Section"
        description="Are you sure you want to delete this section?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(section.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Section deleted successfully', variant: 'success' });
            },
            onError: (err) => toastError('Failed to delete section', err),
          })
        }
      />
    </section>
  );
}
