import { PlaceholderPage } from '@client/components/layout/placeholder-page';

// Placeholder until the achievements issue builds this page (spec: part 2 §2 /achievements).
export function AchievementsPage() {
  return (
    <PlaceholderPage title="Teacher Achievements" description="Your progress as a Remote Chalk teacher." />
  );
}
