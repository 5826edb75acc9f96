import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { usePageTitle } from '@client/lib/use-page-title';
import { BookOpenCheck, GraduationCap, House, Info, KeyRound, LogIn, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

// Landing / access chooser.

/** Long labels wrap on narrow phones instead of widening the page. */
const wrapping = 'h-auto min-h-12 w-full whitespace-normal py-2.5 text-center';
export function LandingPage() {
  usePageTitle();
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 sm:gap-10">
      <section className="grid gap-3 pt-2 text-center sm:pt-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Welcome to Remote Chalk
        </h1>
        <p className="mx-auto max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
          Choose how you'd like to access the classroom management system.
        </p>
      </section>

      <div className="grid gap-5 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader>
            <IconBadge>
              <GraduationCap />
            </IconBadge>
            <CardTitle>Teacher Access</CardTitle>
            <CardDescription>
              Manage your classes, award behavior points, grade skills and homework, and show leaderboards.
            </CardDescription>
          </CardHeader>
          <CardContent className="mt-auto grid gap-3">
            <Button size="lg" className={wrapping} onClick={() => navigate('/teacher-auth')}>
              <LogIn aria-hidden="true" />
              Teacher Sign In
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              New to Remote Chalk?{' '}
              <button
                type="button"
                className="font-medium text-brand underline-offset-4 hover:underline"
                onClick={() => navigate('/teacher-signup')}
              >
                Create your classroom
              </button>
            </p>
          </CardContent>
        </Card>

        <Card className="flex flex-col">
          <CardHeader>
            <IconBadge>
              <Users />
            </IconBadge>
            <CardTitle>Student Access</CardTitle>
            <CardDescription>
              Join your class with a code or log in to see your points, homework, skills and badges.
            </CardDescription>
          </CardHeader>
          <CardContent className="mt-auto grid gap-3">
            <Button size="lg" className={wrapping} onClick={() => navigate('/student-auth')}>
              <KeyRound aria-hidden="true" />
              Enter Class Code (New Students)
            </Button>
            <Button
              size="lg"
              variant="outline"
              className={wrapping}
              onClick={() => navigate('/student-login')}
            >
              <BookOpenCheck aria-hidden="true" />
              Login with Email (Returning Students)
            </Button>
          </CardContent>
        </Card>
      </div>

      {/* The families' way in: the letter's link is not the only one (decision 0153). */}
      <nav
        aria-label="Families"
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-sm text-muted-foreground"
      >
        <span className="inline-flex items-center gap-1.5">
          <House aria-hidden="true" className="size-4 text-brand" />
          Parent or guardian?
        </span>
        <Link
          to="/family/signin"
          className="inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline"
        >
          Family sign in
        </Link>
        <span aria-hidden="true" className="max-sm:hidden">
          ·
        </span>
        <Link
          to="/family/join"
          className="inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline"
        >
          Join with the code from your letter
        </Link>
      </nav>

      <section
        aria-labelledby="access-info-title"
        className="rounded-xl border border-border bg-surface-muted/70 p-5 sm:p-6"
      >
        <h2 id="access-info-title" className="flex items-center gap-2 text-base font-semibold">
          <Info aria-hidden="true" className="size-5 text-brand" />
          Access Information
        </h2>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 sm:gap-6">
          <div className="grid content-start gap-1">
            <dt className="font-semibold">Teachers</dt>
            <dd className="text-muted-foreground">
              Sign in with your email and password to reach your dashboard. New teachers create an account and
              get a class code to share with their students.
            </dd>
          </div>
          <div className="grid content-start gap-1">
            <dt className="font-semibold">Students</dt>
            <dd className="text-muted-foreground">
              New students enter the class code their teacher shares. Returning students log in with their
              school email and password.
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="mb-2 inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground [&_svg]:size-6"
    >
      {children}
    </span>
  );
}
