import { AgeChoice, ClassNamePreview } from '@client/features/classes/class-setup-fields';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_BEHAVIOR_PRESET } from '@shared/behavior-types/presets';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AccountCardPage } from './account-card';
import { SCREENS } from './account-screens';
import { useRegisterTeacher } from './accounts-api';
import { classCodeDisplayUrl } from './class-code-handoff';
import { TextField } from './form-fields';
import { type TeacherSignupValues, teacherSignupProblem, teacherSignupSchema } from './form-schemas';
import { NewPasswordFields } from './new-password-fields';

const nameHint = 'As students will see it, e.g. Ms. Rivera';

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
      behaviorPreset: DEFAULT_BEHAVIOR_PRESET,
    },
  });
  const [className, period] = form.watch(['className', 'period']);

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
        period: values.period.trim() || undefined,
        behaviorPreset: values.behaviorPreset,
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

  const toSignIn = () => navigate('/teacher-auth?mode=signin');
  return (
    <AccountCardPage screen={SCREENS.teacherSignup} call={register} onSubmit={onSubmit} onSwitch={toSignIn}>
      <TextField
        form={form}
        name="teacherName"
        label="Teacher Name"
        hint={nameHint}
        autoComplete="name"
        autoFocus
      />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <NewPasswordFields form={form} kind="teacher" labels={['Password', 'Confirm Password']} />
      <TextField form={form} name="schoolName" label="School Name" optional autoComplete="organization" />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          form={form}
          name="className"
          label="Class Name"
          hint="For example: Year 3 Robins, Science"
        />
        <TextField
          form={form}
          name="period"
          label="Period"
          optional
          inputMode="numeric"
          maxLength={10}
          placeholder="No period"
        />
      </div>
      <ClassNamePreview name={className} period={period} />
      <AgeChoice register={form.register} name="behaviorPreset" />
    </AccountCardPage>
  );
}
