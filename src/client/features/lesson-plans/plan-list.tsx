import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Editing } from './edit-dialogs';
import { type LessonPlanView, useDeletePlan } from './lesson-plans-api';

/** The day's plans: title, notes, and their own actions (edit, add a section, delete). */
export function PlanList({ plans, onEdit }: { plans: LessonPlanView[]; onEdit: (e: Editing) => void }) {
  const [deleting, setDeleting] = useState<LessonPlanView | null>(null);
  const remove = useDeletePlan();
  return (
    <section aria-labelledby="day-plans" className="grid gap-2">
      <h2 id="day-plans" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Plans for this day
      </h2>
      <ul className="grid gap-2 md:grid-cols-2">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className="flex items-start gap-2 rounded-xl border border-border bg-surface p-3 shadow-card"
          >
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="truncate font-semibold">{plan.title}</p>
              <p className="text-sm text-muted-foreground">
                {plan.sections.length} {plan.sections.length === 1 ? 'section' : 'sections'}
                {plan.notes ? ` · ${plan.notes}` : ''}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Add section to ${plan.title}`}
              onClick={() => onEdit({ kind: 'addSection', plan })}
            >
              <Plus aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Edit ${plan.title}`}
              onClick={() => onEdit({ kind: 'plan', plan })}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${plan.title}`}
              onClick={() => setDeleting(plan)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Delete Lesson Plan"
        description={`Are you sure you want to delete '${deleting?.title}' with all its sections and resources? This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast({ title: 'Lesson plan deleted successfully', variant: 'success' });
            },
            onError: (err) => toastError('Failed to delete lesson plan', err),
          })
        }
      />
    </section>
  );
}
