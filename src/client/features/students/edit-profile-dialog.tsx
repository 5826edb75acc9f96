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
import { Input, Textarea } from '@client/components/ui/input';
import { fullName } from '@client/features/roster/roster-api';
import { toast, toastError } from '@client/lib/toast';
import { useOpening } from '@client/lib/use-opening';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StudentView } from '@shared/students/schemas';
import { useForm } from 'react-hook-form';
import {
  profileBodyOf,
  profileValuesOf,
  type StudentProfileValues,
  studentProfileSchema,
} from './student-profile-form';
import { useUpdateStudent } from './students-api';

interface EditProfileDialogProps {
  student: StudentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditProfileDialog({ student, open, onOpenChange }: EditProfileDialogProps) {
  const opening = useOpening(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>Change how {fullName(student)} appears across Remote Chalk.</DialogDescription>
        </DialogHeader>
        {/* Each opening starts from the profile as it is now. */}
        <EditProfileForm key={opening} student={student} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({ student, onDone }: { student: StudentView; onDone: () => void }) {
  const update = useUpdateStudent(student.id);
  const form = useForm<StudentProfileValues>({
    resolver: zodResolver(studentProfileSchema),
    defaultValues: profileValuesOf(student),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(profileBodyOf(values), {
      onSuccess: (saved) => {
        toast({
          title: 'Student Updated',
          description: `${fullName(saved)}'s profile has been saved.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => toastError('Failed to update student', error),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
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
      <Field
        label="Photo URL"
        optional
        error={errors.photoUrl?.message}
        hint="A web address (https://…) of the student's photo. Leave empty to show initials."
      >
        <Input type="url" autoComplete="off" {...form.register('photoUrl')} />
      </Field>
      <Field label="Bio" optional error={errors.bio?.message}>
        <Textarea rows={3} {...form.register('bio')} />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          {update.isPending ? 'Saving...' : 'Save Profile'}
        </Button>
      </DialogFooter>
    </form>
  );
}
