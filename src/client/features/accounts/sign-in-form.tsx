import { toast, toastError } from '@client/lib/toast';
import { SCREENS } from './account-screens';
import { useTeacherSignIn } from './accounts-api';
import { EmailSignInCard } from './email-sign-in-card';
import { OrDivider, SchoolSignInButton } from './school-sign-in';

interface SignInFormProps {
  onBack: () => void;
  onForgot: () => void;
  onSignUp: () => void;
  onSignedIn: () => void;
}

/** /teacher-auth?mode=signin: the school's sign-in, or email and password. */
export function SignInForm({ onBack, onForgot, onSignUp, onSignedIn }: SignInFormProps) {
  const signIn = useTeacherSignIn();
  const schoolSignIn = (
    <div className="mb-4 grid gap-4 empty:hidden">
      <SchoolSignInButton />
      <OrDivider />
    </div>
  );
  return (
    <EmailSignInCard
      screen={SCREENS.teacherSignIn}
      forgot={{ onClick: onForgot }}
      call={signIn}
      onSwitch={onSignUp}
      onBack={onBack}
      before={schoolSignIn}
      onSubmit={(values) =>
        signIn.mutate(values, {
          onSuccess: ({ teacher }) => {
            toast({
              title: 'Welcome back!',
              description: `Signed in as ${teacher.name}.`,
              variant: 'success',
            });
            onSignedIn();
          },
          onError: (error) => toastError('Invalid email or password.', error, 'Sign In Failed'),
        })
      }
    />
  );
}
