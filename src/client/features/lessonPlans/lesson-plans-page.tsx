import { PlaceholderPage } from '@client/components/layout/placeholder-page';

// Placeholder until the lesson plans issue builds this page (spec: part 2 §2 /lesson-plans).
export function LessonPlansPage() {
  return (
    <PlaceholderPage
      title="Lesson Plans"
      description="Daily plans, sections and resources for each period."
    />
  );
}
