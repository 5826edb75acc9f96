import { PlaceholderPage } from '@client/components/layout/placeholder-page';

// Placeholder until the contracts issue builds this page (spec: part 2 §2 /social-contract).
export function SocialContractPage() {
  return (
    <PlaceholderPage
      title="Class Social Contract Builder"
      description="Create, sign and share your class agreements."
    />
  );
}
