import { AuthColumn } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { AuthCard } from '@client/features/accounts/auth-card';
import { Hourglass, LogIn } from 'lucide-react';

/**
 * After a join under a name the class already has: no account yet, the teacher says who the
 * child is first (docs/decisions/0164). Written for the child and the parent beside them.
 */
export function JoinWaitingCard({ name, onLogin }: { name: string; onLogin: () => void }) {
  return (
    <AuthColumn>
      <AuthCard icon={<Hourglass />} title="Your teacher will confirm it's you">
        <div className="grid gap-4 text-sm">
          <p role="status">
            Your class already has a student called <strong>{name}</strong>. Your teacher will check that it's
            you, so that your points and your history stay together.
          </p>
          <p className="text-muted-foreground">
            When your teacher has confirmed it, log in with the email and password you just chose. Nothing
            else to do now.
          </p>
          <Button className="w-full" onClick={onLogin}>
            <LogIn aria-hidden="true" />
            Go to Login
          </Button>
        </div>
      </AuthCard>
    </AuthColumn>
  );
}
