import { AuthColumn } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { AuthCard } from '@client/features/accounts/auth-card';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type StudentAccessOutput, type StudentAccessValues, studentAccessSchema } from './form-schemas';
import { useStudentAccess } from './student-portal-api';

/** /student-auth: a new student joins a class with its code. */
export function StudentAuthPage() {
  usePageTitle('Join Your Class');
  const navigate = useNavigate();
  const access = useStudentAccess();
  // A class's QR code opens this page with ?code= (decision 0095): the code is filled in, so
  // the student starts with their name.
  const [params] = useSearchParams();
  const codeFromLink = (params.get('code') ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
  const form = useForm<StudentAccessValues, unknown, StudentAccessOutput>({
    resolver: zodResolver(studentAccessSchema),
    defaultValues: {
      classCode: codeFromLink,
      firstName: '',
      lastName: '',
      nickname: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const classCode = form.register('classCode');

  const onSubmit = form.handleSubmit(({ confirmPassword: _, nickname, ...values }) =>
    access.mutate(
      { ...values, nickname: nickname ?? undefined },
      {
        onSuccess: ({ student, class: klass }) => {
          toast({
            title: 'Welcome to Class!',
            description: `Hi ${student.nickname || student.firstName}, you joined ${klass.name}.`,
            variant: 'success',
          });
          navigate('/student-dashboard');
        },
        onError: (error) => toastError('Invalid class code or information.', error, 'Access Failed'),
      },
    ),
  );

  return (
    <AuthColumn className="max-w-xl">
      <AuthCard
        icon={<KeyRound />}
        title="Join Your Class"
        description="Enter the class code from your teacher and create your student login."
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field
            label="Class Code"
            error={errors.classCode?.message}
            hint="6 letters and numbers, e.g. K7M2QX"
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus={!codeFromLink}
              maxLength={12}
              className="font-mono tracking-widest uppercase"
              {...classCode}
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                void classCode.onChange(event);
              }}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First Name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" autoFocus={!!codeFromLink} {...form.register('firstName')} />
            </Field>
            <Field label="Last Name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
          </div>
          <Field label="Nickname" optional error={errors.nickname?.message}>
            <Input autoComplete="nickname" {...form.register('nickname')} />
          </Field>
          <Field label="Email" error={errors.email?.message} hint="Your school email works best.">
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Password" error={errors.password?.message} hint="At least 6 characters">
              <Input type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field label="Confirm Password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
            </Field>
          </div>
          <Button type="submit" size="lg" className="mt-1 w-full" loading={access.isPending}>
            {access.isPending ? 'Joining Class...' : 'Join Class'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Already joined?{' '}
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => navigate('/student-login')}
            >
              Login with Email
            </button>
          </p>
        </form>
      </AuthCard>
    </AuthColumn>
  );
}
