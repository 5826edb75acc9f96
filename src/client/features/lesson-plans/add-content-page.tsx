import { PageHeader } from '@client/components/layout/page-header';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useTeacher } from '@client/features/accounts/accounts-api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { localDate, sectionsForPeriodQuery } from '@shared/lesson-plans/sections';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addContent } from './lesson-plans-api';
import { type DraftResource, ResourceBuilder, toResourceInputs } from './resource-builder';

/** /add-content: add links and files to one section of today's plan. */
export function AddContentPage() {
  usePageTitle('Add Content');
  const [params] = useSearchParams();
  const offered = sectionsForPeriodQuery(params.get('period'));
  const [section, setSection] = useState<string | null>(offered.length === 1 ? offered[0] : null);
  const [resources, setResources] = useState<DraftResource[]>([]);
  const [pending, setPending] = useState(false);
  const teacher = useTeacher();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = async () => {
    if (!section || !resources.length) {
      toastError('Please select a section and add at least one resource');
      return;
    }
    if (!teacher) {
      toastError('Teacher ID not found');
      return;
    }
    setPending(true);
    try {
      const result = await addContent(teacher.id, localDate(), section, toResourceInputs(resources));
      toast({
        title: 'Content Added Successfully!',
        description: `${result.createdSection ? 'Created new section and added' : 'Added to existing section'} ${result.count} resource(s) to Section ${section}`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['/api/lesson-plans'] });
      navigate('/lesson-plans');
    } catch (err) {
      toastError(err instanceof Error ? err.message : 'Failed to add content', err);
      void queryClient.invalidateQueries({ queryKey: ['/api/lesson-plans'] });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Link to="/lesson-plans" className={buttonClasses('link', 'md', 'justify-self-start')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Lesson Plans
      </Link>
      <PageHeader
        title="Add Content"
        description="Add links and files to a class section of today's lesson plan."
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Step 1: Select a section</CardTitle>
          <CardDescription>Select a section</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <legend className="sr-only">Section</legend>
            {offered.map((s) => (
              <label
                key={s}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 py-3 text-sm font-semibold transition-colors hover:bg-surface-muted has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-soft-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  name="section"
                  value={s}
                  className="size-4 accent-(--color-brand)"
                  checked={section === s}
                  onChange={() => setSection(s)}
                />
                Section {s}
              </label>
            ))}
          </fieldset>
          {section ? (
            <p className="rounded-lg bg-success-soft px-3 py-2 text-sm text-success-text" aria-live="polite">
              ✓ Selected: Section {section} - Content will appear in Section {section} on your lesson plans
              page
            </p>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Step 2: Add content</CardTitle>
          <CardDescription>Add content: upload a file or add a link.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResourceBuilder value={resources} onChange={setResources} />
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/lesson-plans" className={buttonClasses('outline')}>
          Cancel
        </Link>
        <Button
          onClick={() => void submit()}
          disabled={!section || !resources.length || pending}
          loading={pending}
        >
          {pending ? 'Adding Content...' : 'Add Content'}
        </Button>
      </div>
    </div>
  );
}
