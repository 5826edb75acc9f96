import { AuthColumn, PublicLayout } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { KeyRound } from 'lucide-react';
import { useNavigate } from 'react-router';

/** A student page with no student signed in. */
export function NoStudentData({ title = 'My Dashboard' }: { title?: string }) {
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <AuthColumn>
        <Card className="text-center">
          <CardHeader className="items-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>
              No student data found. You may need to enter your class code again.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button size="lg" className="w-full" onClick={() => navigate('/student-auth')}>
              <KeyRound aria-hidden="true" />
              Enter Class Code
            </Button>
            <Button variant="outline" className="w-full" onClick={() => navigate('/student-login')}>
              Login with Email
            </Button>
          </CardContent>
        </Card>
      </AuthColumn>
    </PublicLayout>
  );
}
