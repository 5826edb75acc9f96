import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button, buttonClasses } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type ResourceView, useDeleteResource } from './lesson-plans-api';
import { ResourceTypeBadge, ResourceTypeIcon } from './resource-type';

/** One resource: icon, title link (new tab), type badge, description, open, edit and delete. */
export function ResourceItem({
  resource,
  handle,
  onEdit,
}: {
  resource: ResourceView;
  handle: ReactNode;
  onEdit: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource();
  return (
    <div className="flex items-start gap-2 rounded-lg border border-border bg-surface p-2">
      {handle}
      <div className="grid min-w-0 flex-1 gap-1 pt-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          {/* The icon stays beside the title when the badge wraps to the next line on a phone. */}
          <span className="flex max-w-full min-w-0 items-center gap-2">
            <ResourceTypeIcon type={resource.resourceType} />
            <a
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 truncate font-medium text-brand underline-offset-4 hover:underline"
            >
              {resource.title}
            </a>
          </span>
          <ResourceTypeBadge resource={resource} />
        </div>
        {resource.description ? (
          <p className="text-sm text-muted-foreground">{resource.description}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center">
        <a
          href={resource.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('ghost', 'icon-sm')}
          aria-label={`Open ${resource.title}`}
        >
          <ExternalLink aria-hidden="true" />
        </a>
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${resource.title}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete ${resource.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Delete Resource"
        description={`Are you sure you want to delete '${resource.title}'? An uploaded file is deleted with it.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(resource.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Resource deleted successfully', variant: 'success' });
            },
            onError: (err) => toastError('Failed to delete resource', err),
          })
        }
      />
    </div>
  );
}
