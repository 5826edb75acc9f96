import { PlaceholderPage } from '@client/components/layout/placeholder-page';

// Placeholder until the lesson plans issue builds this page (spec: part 2 §2 /add-content).
export function AddContentPage() {
  return <PlaceholderPage title="Add Content" description="Add links and files to a class section." />;
}
