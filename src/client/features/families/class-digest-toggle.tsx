import { useTappedValue } from '@client/lib/use-tapped-value';
import { useChangeClassDigest, useClassFamilySettings } from './families-api';

// The teacher's switch for the class's weekly family email (decision 0102): on by default;
// off, no family of this class gets the weekly summary, whatever they chose.

export function ClassDigestToggle({ classId, className }: { classId: number; className: string }) {
  const settings = useClassFamilySettings(classId);
  const change = useChangeClassDigest(classId, className);
  // The tapped value shows at once; the server's answer settles it (a failure puts it back).
  const digest = useTappedValue(settings.data?.familyDigest ?? true);
  if (!settings.data) return null;
  return (
    <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 print:hidden">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={digest.value}
        disabled={digest.saving}
        onChange={(e) => {
          digest.tap(e.target.checked);
          change.mutate(e.target.checked, { onSettled: digest.settle });
        }}
      />
      <span>
        <span className="font-medium">Weekly email to families</span>
        <span className="block text-sm text-muted-foreground">
          Families who turn it on get a summary of their child&rsquo;s week every Friday.
        </span>
      </span>
    </label>
  );
}
