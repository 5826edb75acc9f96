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
import { Input } from '@client/components/ui/input';
import { classStudentsKey } from '@client/features/classes/classes-api';
import {
  fullName,
  invalidateStudentData,
  type RosterStudent,
  sortStudents,
} from '@client/features/roster/roster-api';
import { runOptimisticWrite } from '@client/lib/optimistic-write';
import { useOpening } from '@client/lib/use-opening';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Check, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { studentProfileSchema } from './student-profile-form';
import { addStudent, deleteStudent } from './students-api';

// 'Add Student' on the roster: first and last name, optional nickname and email, with the same
// rules and messages as Edit Profile. Undoable: the undo deletes the student just added.
// 'Save and add another' (and Enter) keeps the dialog open for the next child (decision 0171).

const addStudentSchema = studentProfileSchema.pick({
  firstName: true,
  lastName: true,
  nickname: true,
  email: true,
});
type AddStudentValues = z.input<typeof addStudentSchema>;
const EMPTY: AddStudentValues = { firstName: '', lastName: '', nickname: '', email: '' };

export function AddStudentButton({ classId, className }: { classId: number; className: string }) {
  const [open, setOpen] = useState(false);
  const opening = useOpening(open);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Add Student
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Add Student</DialogTitle>
            <DialogDescription>Add a student to {className}.</DialogDescription>
          </DialogHeader>
          <AddStudentForm key={opening} classId={classId} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function AddStudentForm({ classId, onDone }: { classId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  // The last child added while the dialog stayed open, said aloud (aria-live) and shown.
  const [added, setAdded] = useState<{ name: string; count: number } | null>(null);
  const firstName = useRef<HTMLInputElement | null>(null);
  // After each child the cursor goes back to First Name, once the cleared form has rendered.
  useEffect(() => {
    if (added) firstName.current?.focus();
  }, [added]);
  const form = useForm<AddStudentValues>({ resolver: zodResolver(addStudentSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const { ref: registerFirstName, ...firstNameField } = form.register('firstName');
  const key = classStudentsKey(classId);
  const removeFromList = (id: number) =>
    queryClient.setQueryData<RosterStudent[]>(key, (list) => list?.filter((s) => s.id !== id));

  // `another`: the dialog stays open, cleared, with the cursor in First Name for the next child
  // (Enter does this: a teacher typing a class list types a name, presses Enter, types the next).
  const save = (another: boolean) =>
    form.handleSubmit(async (v) => {
      setPending(true);
      try {
        const student = await runOptimisticWrite({
          send: () =>
            addStudent({
              classId,
              firstName: v.firstName.trim(),
              lastName: v.lastName.trim(),
              nickname: v.nickname.trim() || undefined,
              email: v.email.trim() || undefined,
            }),
          settle: (student) =>
            queryClient.setQueryData<RosterStudent[]>(key, (list) =>
              list ? sortStudents([...list, { ...student, skills: [] }]) : list,
            ),
          refresh: () => invalidateStudentData(queryClient, classId),
          success: (student) => ({
            title: 'Student Added',
            description: `${fullName(student)} joined the class`,
          }),
          failure: { title: 'Error', fallback: 'Failed to add student' },
          undo: (student) => ({
            message: `Added ${fullName(student)}`,
            run: async () => {
              await deleteStudent(student.id);
              removeFromList(student.id);
            },
          }),
        });
        if (!another) {
          onDone();
          return;
        }
        form.reset(EMPTY);
        setAdded((prev) => ({ name: fullName(student), count: (prev?.count ?? 0) + 1 }));
      } catch {
        // The failure toast is shown; the form stays open with what was typed.
      } finally {
        setPending(false);
      }
    });

  return (
    <form noValidate onSubmit={save(true)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          <Input
            autoFocus
            autoComplete="off"
            {...firstNameField}
            ref={(el) => {
              registerFirstName(el);
              firstName.current = el;
            }}
          />
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nickname" optional error={errors.nickname?.message}>
          <Input autoComplete="off" {...form.register('nickname')} />
        </Field>
        <Field label="Email" optional error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-success-text">
        {added ? (
          <>
            <Check aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
            Added {added.name}
          </>
        ) : null}
      </p>
      <p className="text-xs text-muted-foreground max-sm:hidden">
        Enter saves and clears the form for the next student.
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          {added ? 'Done' : 'Cancel'}
        </Button>
        <Button variant="outline" onClick={save(false)} disabled={pending}>
          Add Student
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? 'Adding...' : 'Save and add another'}
        </Button>
      </DialogFooter>
    </form>
  );
}
