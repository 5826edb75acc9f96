import { PageHeader } from '@client/components/layout/page-header';
import { PageLoader } from '@client/components/layout/page-loader';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { DataSection } from '@client/features/exports/data-section';
import { usePageTitle } from '@client/lib/use-page-title';
import { ArrowLeft, BadgeCheck, CircleAlert, LogIn } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useMe } from './accounts-api';
import { DangerZoneSection } from './danger-zone-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { ResendVerificationButton } from './resend-verification-button';
import { SchoolSignInSection } from './school-sign-in-section';
import { SignedOutCard } from './signed-out-card';
import { SoundSection } from './sound-section';
import { VersionFooter } from './version-footer';

/** /account-settings: profile, password and security, danger zone, the version (in the teacher's frame, app/session-frames.tsx). */
export function AccountSettingsPage() {
  usePageTitle('Account Settings');
  const { data, isPending } = useMe();
  if (isPending) return <PageLoader />;
  if (data?.kind !== 'teacher') return <NotAuthenticated />;

  const { teacher } = data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Link to="/dashboard" className={buttonClasses('ghost', 'sm', '-ms-2 w-fit min-h-11')}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
      <PageHeader
        title="Account Settings"
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {teacher.email}
            {teacher.isVerified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            ) : (
              <Badge variant="warning" title="Open the link in the email we sent you to verify your address.">
                <CircleAlert aria-hidden="true" />
                Unverified
              </Badge>
            )}
            {teacher.pendingEmail && (
              <span className="text-muted-foreground text-sm">
                Changing to {teacher.pendingEmail}: open the link we sent there.
              </span>
            )}
            {(teacher.pendingEmail || !teacher.isVerified) && (
              <ResendVerificationButton teacherId={teacher.id} />
            )}
          </span>
        }
      />
      <ProfileSection teacher={teacher} />
      <SchoolSignInSection teacher={teacher} />
      <PasswordSection teacherId={teacher.id} hasPassword={teacher.hasPassword} />
      <SoundSection teacher={teacher} />
      <DataSection />
      <DangerZoneSection teacherId={teacher.id} />
      <VersionFooter />
    </div>
  );
}

function NotAuthenticated() {
  const navigate = useNavigate();
  return (
    <SignedOutCard
      title="Not Authenticated"
      description="Please sign in as a teacher to manage your account settings."
    >
      <Button size="lg" className="w-full" onClick={() => navigate('/teacher-auth')}>
        <LogIn aria-hidden="true" />
        Sign In
      </Button>
    </SignedOutCard>
  );
}
