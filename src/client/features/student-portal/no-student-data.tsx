import { Button } from '@client/components/ui/button';
import { SignedOutCard } from '@client/features/accounts/signed-out-card';
import { KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';

/** A student page with no student signed in. */
export function NoStudentData({ title = 'My Dashboard' }: { title?: string }) {
  const navigate = useNavigate();
  return (
    <SignedOutCard
      title={title}
      description="No student data found. You may need to enter your class code again."
      className="grid gap-3"
    >
      <Button size="lg" className="w-full" onClick={() => navigate('/student-auth')}>
        <KeyRound aria-hidden="true" />
        Enter Class Code
      </Button>
      <Button variant="outline" className="w-full" onClick={() => navigate('/student-login')}>
        Login with Email
      </Button>
    </SignedOutCard>
  );
}
