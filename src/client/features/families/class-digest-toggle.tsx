import { api } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import type { classFamilySettingsView } from '@shared/families/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

// The teacher's switch for the class's weekly family email (decision 0102): on by default;
// off, no family of this class gets the weekly summary, whatever they chose.

type ClassFamilySettings = z.infer<typeof classFamilySettingsView>;
const settingsKey = (classId: number) => ['/api/classes', classId, 'family-settings'] as const;

export function ClassDigestToggle({ classId, className }: { classId: number; className: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery<ClassFamilySettings>({ queryKey: settingsKey(classId) });
  const change = useMutation({
    mutationFn: (familyDigest: boolean) =>
      api.patch<ClassFamilySettings>(`/api/classes/${classId}/family-settings`, { familyDigest }),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKey(classId), next);
      toast({
        title: next.familyDigest ? 'Weekly family email on' : 'Weekly family email off',
        description: next.familyDigest
          ? `Families of ${className} who asked for it get the weekly summary.`
          : `No family of ${className} gets the weekly summary.`,
        variant: 'success',
      });
    },
    onError: (error) => toastError('Could not change the weekly family email.', error),
  });
  if (!settings.data) return null;
  return (
    <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 print:hidden">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        // Shows the choice at once; the server's answer settles it (a failure puts it back).
        checked={change.isPending ? change.variables : settings.data.familyDigest}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.checked)}
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
