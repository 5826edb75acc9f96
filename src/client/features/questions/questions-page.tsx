import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { PageLoader } from '@client/components/layout/page-loader';
import { Card, CardContent } from '@client/components/ui/card';
import { useMe } from '@client/features/accounts/accounts-api';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { CurrentClassSelect } from '@client/features/classes/current-class-select';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import { studentAuthorName } from '@shared/questions/schemas';
import { MessageCircleQuestion } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AskQuestionForm } from './ask-question-form';
import { QuestionCard } from './question-card';
import { useQuestions } from './questions-api';

const TITLE = 'Questions and Answers';
const DESCRIPTION = 'Ask, reply and vote Helpful on your class questions.';

/**
 * /questions: the board of the teacher's current class, or of the student's own
 * class. The author name is prefilled: the teacher's name, or the student's (fixed, decision 0024).
 */
export function QuestionsPage() {
  usePageTitle(TITLE);
  useLiveUpdates();
  const { data: me } = useMe();
  if (me?.kind === 'student') {
    return (
      <Board
        classId={me.class.id}
        className={me.class.name}
        defaultName={studentAuthorName(me.student)}
        nameLocked
        canModerate={false}
      />
    );
  }
  return <TeacherBoard defaultName={me?.kind === 'teacher' ? me.teacher.name : ''} />;
}

function TeacherBoard({ defaultName }: { defaultName: string }) {
  const { current, classes, isPending, isError, refetch } = useCurrentClass();
  const picker = current ? <CurrentClassSelect classes={classes} current={current} /> : null;
  if (isPending) return <Frame>{<PageLoader />}</Frame>;
  if (isError) return <Frame>{<LoadError what="your classes" onRetry={() => void refetch()} />}</Frame>;
  if (!current)
    return (
      <Frame>
        <EmptyState
          title="No Class Selected"
          text="Create or choose a class on the dashboard to open its board."
        />
      </Frame>
    );
  return (
    <Board
      key={current.id}
      classId={current.id}
      className={current.name}
      defaultName={defaultName}
      nameLocked={false}
      canModerate
      actions={picker}
    />
  );
}

function Frame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="grid gap-6">
      <PageHeader title={TITLE} description={DESCRIPTION} actions={actions} />
      {children}
    </div>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-10 text-center">
        <MessageCircleQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="max-w-prose text-muted-foreground">{text}</p>
      </CardContent>
    </Card>
  );
}

function Board({
  classId,
  className,
  defaultName,
  nameLocked,
  canModerate,
  actions,
}: {
  classId: number;
  className: string;
  defaultName: string;
  nameLocked: boolean;
  canModerate: boolean;
  actions?: ReactNode;
}) {
  // The session is known before this page renders (the route guard waits for it).
  const [name, setName] = useState(defaultName);
  const { data: questions, isError, refetch } = useQuestions(classId);

  return (
    <Frame actions={actions}>
      <p className="-mt-4 text-sm text-muted-foreground">
        Board of <span className="font-medium text-foreground">{className}</span>
      </p>
      <AskQuestionForm
        classId={classId}
        authorName={name}
        onAuthorNameChange={setName}
        nameLocked={nameLocked}
      />
      <section aria-labelledby="questions-heading" className="grid gap-4">
        <h2 id="questions-heading" className="text-xl font-semibold">
          Class Questions
          {questions ? (
            <span className="ml-2 text-base font-normal text-muted-foreground">({questions.length})</span>
          ) : null}
        </h2>
        {/* A failed poll keeps the list it has; only a board never loaded shows the error. */}
        {!questions ? (
          isError ? (
            <LoadError what="questions" onRetry={() => void refetch()} />
          ) : (
            <PageLoader />
          )
        ) : questions.length === 0 ? (
          <EmptyState title="No Questions Yet" text="Be the first to ask a question for the class." />
        ) : (
          <ul className="grid gap-4">
            {questions.map((q) => (
              <li key={q.id}>
                <QuestionCard question={q} classId={classId} name={name} canModerate={canModerate} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Frame>
  );
}
