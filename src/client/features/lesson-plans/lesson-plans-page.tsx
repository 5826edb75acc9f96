import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { localDate, PERIODS, periodOfSection } from '@shared/lesson-plans/sections';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditDialogs, type Editing } from './edit-dialogs';
import { type SectionView, sortByOrder, useDeleteAllForDate, useLessonPlans } from './lesson-plans-api';
import { NewPlanDialog } from './new-plan-dialog';
import { PeriodCard } from './period-card';
import { PlanList } from './plan-list';
import { sectionTitle } from './section-item';

/** /lesson-plans: the day's plans by period, with sections and resources. */
export function LessonPlansPage() {
  usePageTitle('Lesson Plans');
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || localDate();
  const plans = useLessonPlans(date);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const deleteAll = useDeleteAllForDate();

  const sections = useMemo(() => sortByOrder((plans.data ?? []).flatMap((p) => p.sections)), [plans.data]);
  const byPeriod = (n: number): SectionView[] =>
    sections.filter((s) => periodOfSection(s.sectionNumber) === n);
  const count = plans.data?.length ?? 0;

  const setDate = (value: string) =>
    setParams((p) => {
      if (value) p.set('date', value);
      else p.delete('date');
      return p;
    });

  const jump = (id: string) =>
    document.getElementById(`lesson-section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Lesson Plans"
        description="Plan each period of the day and keep its slides, documents, videos and worksheets together."
        actions={
          <>
            {count ? (
              <Button variant="outline" onClick={() => setConfirmAll(true)}>
                <Trash2 aria-hidden="true" />
                Delete All
              </Button>
            ) : null}
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Lesson Plan
            </Button>
          </>
        }
      />
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,18rem)] sm:items-end">
        <Field label="Date">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Jump to section">
          <NativeSelect value="" onChange={(e) => jump(e.target.value)} disabled={!sections.length}>
            <option value="">Jump to section...</option>
            {[...sections]
              .sort((a, b) => a.sectionNumber.localeCompare(b.sectionNumber) || a.id - b.id)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.sectionNumber} — {sectionTitle(s)}
                </option>
              ))}
          </NativeSelect>
        </Field>
      </div>

      {plans.isPending ? (
        <div className="flex items-center gap-3 py-10 text-muted-foreground" role="status">
          <Spinner label="" />
          Loading lesson plans...
        </div>
      ) : plans.isError ? (
        <LoadError
          title={`Error loading lesson plans: ${errorMessage(plans.error, 'Failed to fetch lesson plans')}`}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <>
          {count ? <PlanList plans={plans.data} onEdit={setEditing} /> : null}
          <div className="grid gap-4 lg:grid-cols-2">
            {PERIODS.map((n) => (
              <PeriodCard key={n} period={n} date={date} sections={byPeriod(n)} onEdit={setEditing} />
            ))}
          </div>
        </>
      )}

      <NewPlanDialog open={creating} onOpenChange={setCreating} date={date} />
      <EditDialogs editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={(open) => !deleteAll.isPending && setConfirmAll(open)}
        title="Delete All Lesson Plans"
        description={`Are you sure you want to delete all ${count} lesson ${count === 1 ? 'plan' : 'plans'} for ${date}? This action cannot be undone.`}
        confirmLabel="Delete All"
        pendingLabel="Deleting..."
        pending={deleteAll.isPending}
        onConfirm={() =>
          deleteAll.mutate(date, {
            onSuccess: () => {
              setConfirmAll(false);
              toast({ title: 'Lesson plans deleted successfully', variant: 'success' });
            },
            onError: (err) => toastError('Failed to delete lesson plans', err),
          })
        }
      />
    </div>
  );
}
