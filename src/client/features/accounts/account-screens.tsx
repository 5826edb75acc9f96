import { BookOpenCheck, HeartHandshake, KeyRound, LogIn, School, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountKind } from './account-kind';

// What each kind's sign-in and sign-up screens say, in one table: a new kind of account (a
// child's picture code) adds its rows here and its fields in its own page, nothing else.

export interface AccountScreen {
  kind: AccountKind;
  icon: ReactNode;
  title: string;
  description: string;
  submit: readonly [label: string, pendingLabel: string];
  /** The line under the button: its question, its link, and the link's route when it is one. */
  switchTo?: readonly [question: string, label: string, to?: string];
  /** A wider card for a form with fields side by side. */
  wide?: boolean;
}

export const SCREENS = {
  teacherSignIn: {
    kind: 'teacher',
    icon: <LogIn />,
    title: 'Teacher Sign In',
    description: 'Welcome back! Sign in to your classroom.',
    submit: ['Sign In', 'Signing In...'],
    switchTo: ['New to Remote Chalk?', 'Create an account'],
  },
  studentLogin: {
    kind: 'student',
    icon: <BookOpenCheck />,
    title: 'Student Login',
    description: 'Welcome back! Log in with your school email to see your points and progress.',
    submit: ['Login to Class Portal', 'Logging In...'],
  },
  familySignIn: {
    kind: 'family',
    icon: <LogIn />,
    title: 'Family sign in',
    description: "See your child's week at school.",
    submit: ['Sign in', 'Signing in...'],
    switchTo: ['Got a letter from the teacher?', 'Create a family account', '/family/join'],
  },
  teacherSignup: {
    kind: 'teacher',
    icon: <School />,
    title: 'Create Your Classroom',
    description:
      "Create your teacher account and your first class. You'll get a class code to share with students.",
    submit: ['Create Classroom', 'Creating Classroom...'],
    switchTo: ['Already have an account?', 'Sign in instead'],
    wide: true,
  },
  teacherSignUpMode: {
    kind: 'teacher',
    icon: <UserPlus />,
    title: 'Create Teacher Account',
    description: 'Set up your account and your first class. Students join with the class code you get.',
    submit: ['Create Account', 'Creating Account...'],
    switchTo: ['Already have an account?', 'Sign in instead'],
  },
  studentJoin: {
    kind: 'student',
    icon: <KeyRound />,
    title: 'Join Your Class',
    description: 'Enter the class code from your teacher and create your student login.',
    submit: ['Join Class', 'Joining Class...'],
    switchTo: ['Already joined?', 'Login with Email'],
    wide: true,
  },
  familyJoin: {
    kind: 'family',
    icon: <HeartHandshake />,
    title: 'Create a family account',
    description:
      "Follow your child's week at school: points, badges and homework. Only your own children, never anyone else's.",
    submit: ['Create account', 'Creating account...'],
    switchTo: ['Already have a family account?', 'Sign in', '/family/signin'],
  },
} satisfies Record<string, AccountScreen>;
