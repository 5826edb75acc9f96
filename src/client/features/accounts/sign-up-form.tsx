import { AgeChoice } from '@client/features/classes/class-setup-fields';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_BEHAVIOR_PRESET } from '@shared/behavior-types/presets';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AccountCard } from './account-card';
import { SCREENS } from './account-screens';
import { useRegisterTeacher } from './accounts-api';
import { classCodeDisplayUrl } from './class-code-handoff';
import { TextField } from './form-fields';
import { type SignUpValues, signUpSchema } from './form-schemas';
import { NameFields } from './name-fields';
import { NewPasswordFields } from './new-password-fields';
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
      behaviorPreset: DEFAULT_BEHAVIOR_PRESET,
      password: '',
      confirmPassword: '',
    },
  });

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
        behaviorPreset: values.behaviorPreset,
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
    <AccountCard
      screen={SCREENS.teacherSignUpMode}
      onSubmit={onSubmit}
      call={register}
      onSwitch={onSignIn}
      onBack={onBack}
    >
      <NameFields form={form} kind="teacher" autoFocus />
      <TextField
        form={form}
        name="email"
        label="Email"
        hint="Your school email is recommended."
        type="email"
        autoComplete="email"
        registerOptions={{ onBlur: (event) => recommendSchoolEmail(event.target.value) }}
      />
      <TextField form={form} name="schoolName" label="School Name" autoComplete="organization" />
      <TextField form={form} name="className" label="Class Name" hint="For example: Year 3 Robins, Science" />
      <AgeChoice register={form.register} name="behaviorPreset" />
      <NewPasswordFields form={form} kind="teacher" labels={['Password', 'Confirm Password']} stacked />
    </AccountCard>
  );
}
