import { AccountCardPage } from '@client/features/accounts/account-card';
import { SCREENS } from '@client/features/accounts/account-screens';
import { CodeField, TextField } from '@client/features/accounts/form-fields';
import { NameFields } from '@client/features/accounts/name-fields';
import { NewPasswordFields } from '@client/features/accounts/new-password-fields';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { type StudentAccessOutput, type StudentAccessValues, studentAccessSchema } from './form-schemas';
import { JoinWaitingCard } from './join-waiting-card';
import { useStudentAccess } from './student-portal-api';

/** /student-auth: a new student joins a class with its code. */
export function StudentAuthPage() {
  usePageTitle('Join Your Class');
  const navigate = useNavigate();
  const access = useStudentAccess();
  // A name the class already has: the teacher confirms who the child is before they sign in.
  const [waitingAs, setWaitingAs] = useState<string | null>(null);
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

  const onSubmit = form.handleSubmit(({ confirmPassword: _, nickname, ...values }) =>
    access.mutate(
      { ...values, nickname: nickname ?? undefined },
      {
        onSuccess: (answer) => {
          if (!('student' in answer)) {
            setWaitingAs(`${values.firstName} ${values.lastName}`.replace(/\s+/g, ' '));
            return;
          }
          const { student, class: klass } = answer;
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

  const toLogin = () => navigate('/student-login');
  if (waitingAs) return <JoinWaitingCard name={waitingAs} onLogin={toLogin} />;
  return (
    <AccountCardPage screen={SCREENS.studentJoin} call={access} onSubmit={onSubmit} onSwitch={toLogin}>
      <CodeField
        form={form}
        name="classCode"
        label="Class Code"
        hint="6 letters and numbers, e.g. K7M2QX"
        className="tracking-widest"
        autoFocus={!codeFromLink}
        maxLength={12}
        upperCaseValue
      />
      <NameFields form={form} kind="student" autoFocus={!!codeFromLink} />
      <TextField form={form} name="nickname" label="Nickname" optional autoComplete="nickname" />
      <TextField
        form={form}
        name="email"
        label="Email"
        hint="Your school email works best."
        type="email"
        autoComplete="email"
      />
      <NewPasswordFields
        form={form}
        kind="student"
        labels={['Password', 'Confirm Password']}
        meter={false}
        hint="At least 6 characters"
      />
    </AccountCardPage>
  );
}
