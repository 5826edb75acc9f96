import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRegisterTeacher } from './accounts-api';
import { AuthCard } from './auth-card';
import { classCodeDisplayUrl } from './class-code-handoff';
import { type SignUpValues, signUpSchema } from './form-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';
import { recommendSchoolEmail } from './school-email-hint';

/** /teacher-auth 'Create Teacher Account' ('Teacher auth sign-up form'). */
export function SignUpForm({ onBack, onSignIn }: { onBack: () => void; onSignIn: () => void }) {
  const navigate = useNavigate();
  const register = useRegisterTeacher();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      schoolName: '',
      className: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit((values) => {
    recommendSchoolEmail(values.email);
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        schoolName: values.schoolName.trim(),
        className: values.className.trim(),
      },
      {
        onSuccess: ({ teacher, class: klass }) => {
          toast({
            title: 'Account Created!',
            description: `Welcome, ${teacher.name}! Your class code is ${klass.classCode}.`,
            variant: 'success',
          });
          navigate(
            classCodeDisplayUrl({ code: klass.classCode, className: klass.name, teacherName: teacher.name }),
          );
        },
        onError: (error) => toastError('Please try again later.', error, 'Registration Failed'),
      },
    );
  });

  return (
    <AuthCard
      icon={<UserPlus />}
      title="Create Teacher Account"
      description="Set up your account and your first class. Students join with the class code you get."
      onBack={onBack}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First Name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" autoFocus {...form.register('firstName')} />
          </Field>
          <Field label="Last Name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
        </div>
        <Field label="Email" error={errors.email?.message} hint="Your school email is recommended.">
          <Input
            type="email"
            autoComplete="email"
            {...form.register('email', { onBlur: (event) => recommendSchoolEmail(event.target.value) })}
          />
        </Field>
        <Field label="School Name" error={errors.schoolName?.message}>
          <Input autoComplete="organization" {...form.register('schoolName')} />
        </Field>
        <Field label="Class Name" error={errors.className?.message} hint="For example: 7th Grade Science">
          <Input {...form.register('className')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <PasswordStrengthMeter password={password} className="-mt-2" />
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={register.isPending}>
          {register.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <button type="button" className="font-medium text-brand hover:underline" onClick={onSignIn}>
            Sign in instead
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
