import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { QUESTION_CONTENT_MAX, QUESTION_NAME_MAX } from '@shared/questions/schemas';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAskQuestion } from './questions-api';

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
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const ask = useAskQuestion(classId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) return setError('Please write your question.');
    if (!authorName.trim()) return setError('Please enter your name.');
    setError(undefined);
    ask.mutate(
      { content: content.trim(), authorName: authorName.trim() },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: 'Question Posted', variant: 'success' });
        },
        onError: (err) => toastError('Failed to post question', err),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Ask a Question</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field label="Your question" error={error}>
            <Textarea
              value={content}
              onChange={(e) => setContent(e.target.value)}
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
