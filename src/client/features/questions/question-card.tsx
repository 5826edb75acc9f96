import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { errorMessage } from '@client/lib/api';
import { relativeTime } from '@client/lib/relative-time';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_CONTENT_MAX, type QuestionView, questionContent } from '@shared/questions/schemas';
import { MessageSquareReply, ThumbsUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useDeleteQuestion, useDeleteReply, useReply, useVote } from './questions-api';

const replyFormSchema = z.object({ content: questionContent });

interface QuestionCardProps {
  question: QuestionView;
  classId: number;
  /** The name replies and votes are made under. */
  name: string;
  /** The class's teacher may remove posts (decision 0024). */
  canModerate: boolean;
}

/** One question with its replies, the Helpful vote and a reply form. */
export function QuestionCard({ question, classId, name, canModerate }: QuestionCardProps) {
  const headingId = useId();
  const replyForm = useForm({ resolver: zodResolver(replyFormSchema), defaultValues: { content: '' } });
  const [confirm, setConfirm] = useState<{ kind: 'question' } | { kind: 'reply'; replyId: number } | null>(
    null,
  );
  const replyMutation = useReply(classId);
  const vote = useVote(classId);
  const deleteQuestion = useDeleteQuestion(classId);
  const deleteReply = useDeleteReply(classId);

  // Both problems are told in one toast: the reply row has no room for a message under it.
  const missing = () => toastError('Please enter a reply and your name.');
  const submitReply = replyForm.handleSubmit(({ content }) => {
    if (!name.trim()) return missing();
    replyMutation.mutate(
      { questionId: question.id, content, authorName: name.trim() },
      {
        onSuccess: () => {
          replyForm.reset();
          toast({ title: 'Reply Added', variant: 'success' });
        },
        onError: (err) => toastError('Failed to add reply', err),
      },
    );
  }, missing);

  const helpful = () =>
    vote.mutate(
      { questionId: question.id, voterName: name.trim() },
      {
        onSuccess: () => toast({ title: 'Vote Recorded', variant: 'success' }),
        // 'Already voted' gets its toast; other vote errors are silent.
        onError: (err) => {
          if (errorMessage(err, '').includes('Already voted'))
            toast({ title: 'Already Voted', description: "You've already voted on this question." });
        },
      },
    );

  const remove = () => {
    if (!confirm) return;
    const done = {
      onSuccess: () => {
        toast({ title: confirm.kind === 'question' ? 'Question deleted' : 'Reply deleted' });
        setConfirm(null);
      },
      onError: (err: unknown) => toastError('Failed to delete', err),
    };
    if (confirm.kind === 'question') deleteQuestion.mutate(question.id, done);
    else deleteReply.mutate({ questionId: question.id, replyId: confirm.replyId }, done);
  };

  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:pt-6">
        <article aria-labelledby={headingId} className="grid gap-3">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h3 id={headingId} className="text-base font-semibold break-words whitespace-pre-wrap">
                {question.content}
              </h3>
              <p className="text-sm text-muted-foreground">
                Asked by <span className="font-medium text-foreground">{question.authorName}</span> ·{' '}
                <time dateTime={question.createdAt}>{relativeTime(question.createdAt)}</time>
              </p>
            </div>
            {canModerate ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label="Delete question"
                onClick={() => setConfirm({ kind: 'question' })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={helpful}
              loading={vote.isPending}
              disabled={!name.trim()}
            >
              {vote.isPending ? null : <ThumbsUp aria-hidden="true" />}
              Helpful
            </Button>
            <Badge variant="secondary" aria-label={`${question.votesCount} helpful votes`}>
              {question.votesCount} {question.votesCount === 1 ? 'vote' : 'votes'}
            </Badge>
            <Badge variant="outline">
              {question.replies.length} {question.replies.length === 1 ? 'reply' : 'replies'}
            </Badge>
          </div>
        </article>

        {question.replies.length > 0 ? (
          <ul className="grid gap-2 border-l-2 border-border pl-4" aria-label="Replies">
            {question.replies.map((r) => (
              <li
                key={r.id}
                className="flex items-start justify-between gap-2 rounded-lg bg-surface-muted p-3"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="text-sm break-words whitespace-pre-wrap">{r.content}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{r.authorName}</span> ·{' '}
                    <time dateTime={r.createdAt}>{relativeTime(r.createdAt)}</time>
                  </p>
                </div>
                {canModerate ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete reply by ${r.authorName}`}
                    onClick={() => setConfirm({ kind: 'reply', replyId: r.id })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}

        <form onSubmit={submitReply} className="flex flex-col gap-2 sm:flex-row" noValidate>
          <Input
            aria-label={`Reply to: ${question.content.slice(0, 80)}`}
            placeholder="Write a reply..."
            maxLength={QUESTION_CONTENT_MAX}
            {...replyForm.register('content')}
          />
          <Button type="submit" variant="secondary" loading={replyMutation.isPending} className="shrink-0">
            {replyMutation.isPending ? null : <MessageSquareReply aria-hidden="true" />}
            Reply
          </Button>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'reply' ? 'Delete this reply?' : 'Delete this question?'}
        description={
          confirm?.kind === 'reply'
            ? 'The reply is removed for everyone in the class. This cannot be undone.'
            : `The question, its ${question.replies.length} ${question.replies.length === 1 ? 'reply' : 'replies'} and its votes are removed for everyone in the class. This cannot be undone.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleteQuestion.isPending || deleteReply.isPending}
        onConfirm={remove}
      />
    </Card>
  );
}
