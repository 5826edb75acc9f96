import { BookOpenCheck, HeartHandshake, KeyRound, LogIn, School, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccountKind } from './account-kind';
import texts from './account-screens.json';

// What each kind's sign-in and sign-up screens say, in one table (account-screens.json): a new
// kind of account (a child's picture code) adds its rows there and its fields in its own page.

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

type ScreenName = keyof typeof texts;

const icons: Record<ScreenName, ReactNode> = {
  teacherSignIn: <LogIn />,
  studentLogin: <BookOpenCheck />,
  familySignIn: <LogIn />,
  teacherSignup: <School />,
  teacherSignUpMode: <UserPlus />,
  studentJoin: <KeyRound />,
  familyJoin: <HeartHandshake />,
};

// A JSON import types a kind as a string and a pair as an array; the rows are AccountScreens.
export const SCREENS = Object.fromEntries(
  Object.entries(texts).map(([name, screen]) => [name, { ...screen, icon: icons[name as ScreenName] }]),
) as unknown as Record<ScreenName, AccountScreen>;
