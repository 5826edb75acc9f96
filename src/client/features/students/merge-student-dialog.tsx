import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { fullName, type RosterStudent } from '@client/features/roster/roster-api';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatSignedPoints } from '@shared/scores/score';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FULL_HISTORY_LIMIT, useMergeStudent, useStudentBehaviors, useStudentHomework } from './students-api';

const mergeForm = z.object({ intoId: z.string().min(1, 'Choose the card to keep') });

/** Names compared as a teacher reads them: trimmed, any case, inner spaces as one. */
const sameName = (a: RosterStudent, b: RosterStudent) => {
  const key = (s: RosterStudent) => fullName(s).trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
};

const plural = (n: number, one: string, many: string, capped = false) =>
  `${capped ? `${n}+` : n} ${n === 1 && !capped ? one : many}`;

/** How each card reads in the list: two Ben Brooks differ by points and by who can sign in. */
const optionLabel = (s: RosterStudent) =>
  `${fullName(s)}${s.nickname ? ` "${s.nickname}"` : ''} (${formatSignedPoints(s.balance)}${s.isRegistered ? ', signs in' : ''})`;

interface MergeStudentDialogProps {
  /** The card to fold into another; null keeps the dialog closed. */
  student: RosterStudent | null;
  /** The class's students (the roster): the card to keep is one of them. */
  classmates: RosterStudent[];
  onClose: () => void;
}

/**
 * 'Merge into…': for a child who is on the roster twice (added by the teacher, then joined with
 * the class code). Everything of this card moves to the card kept, and this card is removed;
 * the confirmation says what moves before anything does.
 */
export function MergeStudentDialog({ student, classmates, onClose }: MergeStudentDialogProps) {
  const merge = useMergeStudent();
  const form = useForm({ resolver: zodResolver(mergeForm), defaultValues: { intoId: '' } });
  const intoId = useWatch({ control: form.control, name: 'intoId' });
  const behaviors = useStudentBehaviors(student?.id ?? null, FULL_HISTORY_LIMIT);
  const homework = useStudentHomework(student?.id ?? null, FULL_HISTORY_LIMIT);

  const others = student
    ? classmates.filter((s) => s.id !== student.id && s.classId === student.classId)
    : [];
  // Namesakes first: the duplicate is almost always one of them.
  const namesakes = student ? others.filter((s) => sameName(s, student)) : [];
  const rest = others.filter((s) => !namesakes.includes(s));
  const into = others.find((s) => String(s.id) === intoId) ?? null;
  const onlyNamesake = namesakes.length === 1 ? namesakes[0].id : null;

  // Opening on a card with one namesake chooses it.
  useEffect(() => {
    if (student && onlyNamesake !== null) form.reset({ intoId: String(onlyNamesake) });
  }, [student, onlyNamesake, form]);

  const close = () => {
    form.reset({ intoId: '' });
    onClose();
  };

  const bothSignIn = !!(student?.isRegistered && into?.isRegistered);
  const submit = form.handleSubmit(() => {
    if (!student || !into || bothSignIn) return;
    merge.mutate(
      { student, into },
      {
        onSuccess: (result) => {
          close();
          toast({
            title: 'Students Merged',
            description: `${fullName(student)}'s records are now on ${fullName(into)}'s card (${formatSignedPoints(result.student.balance)})`,
            variant: 'success',
          });
        },
        onError: (err) => toastError('Failed to merge students', err),
      },
    );
  });

  const name = student ? fullName(student) : '';
  const records = behaviors.data?.length ?? 0;
  const marks = homework.data?.length ?? 0;
  const skills = student?.skills.filter((s) => s.points > 0).length ?? 0;
  const counting = behaviors.isPending || homework.isPending;
  const moving = [
    plural(records, 'behavior record', 'behavior records', records >= FULL_HISTORY_LIMIT),
    plural(marks, 'homework mark', 'homework marks', marks >= FULL_HISTORY_LIMIT),
    plural(skills, 'skill', 'skills'),
  ];

  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open || merge.isPending ? undefined : close())}>
      <DialogContent>
        <form noValidate className="grid gap-5" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>Merge Student</DialogTitle>
            <DialogDescription>
              For a child who is on the roster twice. Everything on this card ({name},{' '}
              {student ? formatSignedPoints(student.balance) : ''}) moves to the card you keep.
            </DialogDescription>
          </DialogHeader>
          {others.length === 0 ? (
            <p className="rounded-lg bg-surface-muted p-3 text-sm">
              There is no other student in this class.
            </p>
          ) : (
            <Field label="Keep this card" error={form.formState.errors.intoId?.message}>
              <NativeSelect {...form.register('intoId')}>
                <option value="">Choose a student</option>
                {namesakes.length > 0 && rest.length > 0 ? (
                  <>
                    <optgroup label="Same name">
                      {namesakes.map((s) => (
                        <option key={s.id} value={s.id}>
                          {optionLabel(s)}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Everyone else">
                      {rest.map((s) => (
                        <option key={s.id} value={s.id}>
                          {optionLabel(s)}
                        </option>
                      ))}
                    </optgroup>
                  </>
                ) : (
                  [...namesakes, ...rest].map((s) => (
                    <option key={s.id} value={s.id}>
                      {optionLabel(s)}
                    </option>
                  ))
                )}
              </NativeSelect>
            </Field>
          )}
          {student && into ? (
            bothSignIn ? (
              <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger-text">
                Both cards sign in with their own account, so they cannot be merged. If they are the same
                child, delete the card they no longer use.
              </p>
            ) : (
              <div aria-live="polite" className="grid gap-2 rounded-lg bg-surface-muted p-3 text-sm">
                <p>
                  {counting ? (
                    `Counting ${name}'s records…`
                  ) : (
                    <>
                      {name}'s {moving[0]}, {moving[1]} and {moving[2]}, with attendance, votes and family
                      links, move to <strong>{fullName(into)}</strong>, who will have{' '}
                      <strong>{formatSignedPoints(student.balance + into.balance)}</strong>.
                    </>
                  )}
                </p>
                {student.isRegistered ? (
                  <p>
                    {name}'s sign-in moves too: the same email and password open {fullName(into)}'s card.
                  </p>
                ) : null}
                <p className="font-medium">This card is removed. Merging cannot be undone.</p>
              </div>
            )
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={merge.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!into || bothSignIn || counting} loading={merge.isPending}>
              {merge.isPending ? 'Merging...' : 'Merge'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
