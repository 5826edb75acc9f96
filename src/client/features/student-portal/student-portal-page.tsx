import { PlaceholderPage } from '@client/components/layout/placeholder-page';
import { PublicLayout } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { House } from 'lucide-react';
import { useNavigate } from 'react-router';

// Placeholder until the student-portal issue builds this page (spec: part 1 §2 Student portal).
// The router only shows it when session storage says userType = student.
export function StudentPortalPage() {
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <div className="grid gap-4">
        <Button
          variant="ghost"
          size="sm"
          className="w-fit"
          onClick={() => {
            // Spec: Back to Home clears session storage.
            sessionStorage.clear();
            navigate('/');
          }}
        >
          <House aria-hidden="true" />
          Back to Home
        </Button>
        <PlaceholderPage title="Student Portal" description="Pick your name to see your progress." />
      </div>
    </PublicLayout>
  );
}
