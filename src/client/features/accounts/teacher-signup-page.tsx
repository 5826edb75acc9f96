import { AuthColumn } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { School } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRegisterTeacher } from './accounts-api';
import { AuthCard } from './auth-card';
import { classCodeDisplayUrl } from './class-code-handoff';
import { type TeacherSignupValues, teacherSignupProblem, teacherSignupSchema } from './form-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';

/** 'Create Your Classroom': registration with a client-generated class code. */
export function TeacherSignupPage() {
  usePageTitle('Create Your Classroom');
  const navigate = useNavigate();
  const register = useRegisterTeacher();
  const form = useForm<TeacherSignupValues>({
    resolver: zodResolver(teacherSignupSchema),
    defaultValues: {
      teacherName: '',
      email: '',
      password: '',
      confirmPassword: '',
      schoolName: '',
      className: '',
      period: '',
    },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit((values) => {
    const problem = teacherSignupProblem(values);
    if (problem) {
      toastError(problem.description, undefined, problem.title);
      form.setFocus(problem.field);
      return;
    }
    register.mutate(
      {
        teacherName: values.teacherName.trim(),
        email: values.email.trim(),
        password: values.password,
        schoolName: values.schoolName.trim() || undefined,
        className: values.className.trim(),
        period: values.period,
      },
      {
        onSuccess: ({ teacher, class: klass }) => {
          toast({
            title: 'Registration Successful!',
            description: `Your class code is ${klass.classCode}. Share it with your students.`,
            variant: 'success',
            duration: 5000,
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
    <AuthColumn className="max-w-xl">
      <AuthCard
        icon={<School />}
        title="Create Your Classroom"
        description="Create your teacher account and your first class. You'll get a class code to share with students."
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field
            label="Teacher Name"
            error={errors.teacherName?.message}
            hint="As students will see it, e.g. Ms. Rivera"
          >
            <Input autoComplete="name" autoFocus {...form.register('teacherName')} />
          </Field>
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Field label="Password" error={errors.password?.message}>
                <Input type="password" autoComplete="new-password" {...form.register('password')} />
              </Field>
              <PasswordStrengthMeter password={password} />
            </div>
            <Field label="Confirm Password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
            </Field>
          </div>
          <Field label="School Name" optional error={errors.schoolName?.message}>
            <Input autoComplete="organization" {...form.register('schoolName')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <Field label="Class Name" error={errors.className?.message} hint="For example: 7th Grade Science">
              <Input {...form.register('className')} />
            </Field>
            <Field label="Period" error={errors.period?.message}>
              <Input inputMode="numeric" maxLength={10} placeholder="e.g. 3" {...form.register('period')} />
            </Field>
          </div>
          <Button type="submit" size="lg" className="mt-1 w-full" loading={register.isPending}>
            {register.isPending ? 'Creating Classroom...' : 'Create Classroom'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => navigate('/teacher-auth?mode=signin')}
            >
              Sign in instead
            </button>
          </p>
        </form>
      </AuthCard>
    </AuthColumn>
  );
}
