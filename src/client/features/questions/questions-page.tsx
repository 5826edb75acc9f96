import { PlaceholderPage } from '@client/components/layout/placeholder-page';

// Placeholder until the questions issue builds this page (spec: part 2 §2 /questions).
export function QuestionsPage() {
  return (
    <PlaceholderPage title="Questions and Answers" description="Ask, reply and vote on class questions." />
  );
}
