import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_CONTENT_MAX, QUESTION_NAME_MAX } from '@shared/questions/schemas';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAskQuestion } from './questions-api';

const questionForm = z.object({ content: z.string().trim().min(1, 'Please write your question.') });

/** Ask a question: content and the author's name (prefilled; a student's is their own, read-only). */
export function AskQuestionForm({
  classId,
  authorName,
  onAuthorNameChange,
  nameLocked,
}: {
  classId: number;
  authorName: string;
  onAuthorNameChange: (name: string) => void;
  nameLocked: boolean;
}) {
  const form = useForm({ resolver: zodResolver(questionForm), defaultValues: { content: '' } });
  const ask = useAskQuestion(classId);

  // The name is the page's (replies and votes use it too), so it is checked here.
  const submit = form.handleSubmit(({ content }) => {
    if (!authorName.trim()) return form.setError('content', { message: 'Please enter your name.' });
    ask.mutate(
      { content, authorName: authorName.trim() },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Question Posted', variant: 'success' });
        },
        onError: (err) => toastError('Failed to post question', err),
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ask a Question</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field label="Your question" error={form.formState.errors.content?.message}>
            <Textarea
              {...form.register('content')}
              maxLength={QUESTION_CONTENT_MAX}
              placeholder="What would you like to know?"
              rows={3}
            />
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field
              label="Your name"
              className="flex-1"
              hint={nameLocked ? 'Students post under their own name.' : undefined}
            >
              <Input
                value={authorName}
                onChange={(e) => onAuthorNameChange(e.target.value)}
                maxLength={QUESTION_NAME_MAX}
                readOnly={nameLocked}
                autoComplete="name"
              />
            </Field>
            <Button type="submit" loading={ask.isPending} className="sm:mb-0">
              {ask.isPending ? null : <Send aria-hidden="true" />}
              {ask.isPending ? 'Posting...' : 'Post Question'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
