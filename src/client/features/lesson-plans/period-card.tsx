import { SortableList } from '@client/components/sortable-list';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast, toastError } from '@client/lib/toast';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Editing } from './edit-dialogs';
import { type SectionView, useDeletePeriod, useReorder } from './lesson-plans-api';
import { SectionItem, sectionTitle } from './section-item';

/** Period {n}: the day's sections whose hundreds digit is n, in display order. */
export function PeriodCard({
  period,
  date,
  sections,
  onEdit,
}: {
  period: number;
  date: string;
  sections: SectionView[];
  onEdit: (e: Editing) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePeriod();
  const reorder = useReorder('sections');
  const addHref = `/add-content?period=${period}`;
  return (
    <section aria-labelledby={`period-${period}-title`} className="min-w-0">
      <Card className="h-full">
        <CardHeader className="flex flex-row flex-wrap items-center gap-2">
          <CardTitle id={`period-${period}-title`} className="flex-1 text-lg whitespace-nowrap">
            Period {period}
          </CardTitle>
          <Badge variant="secondary">
            {sections.length} {sections.length === 1 ? 'section' : 'sections'}
          </Badge>
          <Link
            to={addHref}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Add Content to Period ${period}`}
          >
            <Plus aria-hidden="true" />
            Add Content
          </Link>
          {sections.length ? (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete all content from Period ${period}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {sections.length ? (
            <SortableList
              className="grid grid-cols-1 gap-3"
              items={sections}
              nameOf={sectionTitle}
              onMove={({ order }) => void reorder(order.map((item) => item.id))}
              renderItem={(s, handle) => <SectionItem section={s} handle={handle} onEdit={onEdit} />}
            />
          ) : (
            <div className="grid justify-items-center gap-1 rounded-lg border border-dashed border-input px-4 py-6 text-center">
              <p className="text-sm text-muted-foreground">No content for Period {period}</p>
              <Link to={addHref} className={buttonClasses('link')}>
                Add first lesson
              </Link>
            </div>
          )}
        </CardContent>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => !remove.isPending && setConfirming(open)}
          title={`Delete Period ${period} Content`}
          description={`Are you sure you want to delete all content from Period ${period}?`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { period, date },
              {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: 'Period content deleted successfully', variant: 'success' });
                },
                onError: (err) => toastError('Failed to delete period content', err),
              },
            )
          }
        />
      </Card>
    </section>
  );
}
