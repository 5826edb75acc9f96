import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { BULK_EDIT_SLIDER } from '@shared/scores/point-values';
import type { StudentSkillView } from '@shared/skills/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshStudentData } from './student-record-queries';
import { sendSkillPoints } from './student-skill-mutations';

interface SkillsBulkEditorProps {
  studentId: number;
  studentName: string;
  skills: readonly StudentSkillView[];
  onDone: () => void;
}

/**
 * Bulk edit (spec part 1 §9: sliders 0 to 100, step 1). Apply sends an absolute value ({ set })
 * for each changed skill only, in parallel; nothing changed gives 'No Changes'.
 */
export function SkillsBulkEditor({ studentId, studentName, skills, onDone }: SkillsBulkEditorProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Record<number, number>>(() =>
    Object.fromEntries(skills.map((s) => [s.skillId, s.points])),
  );
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    const changed = skills.filter((s) => (draft[s.skillId] ?? s.points) !== s.points);
    if (changed.length === 0) {
      toast({ title: 'No Changes', description: 'Move a slider to change a skill, then apply.' });
      return;
    }
    setSaving(true);
    const results = await Promise.allSettled(
      changed.map((s) => sendSkillPoints({ studentId, skillId: s.skillId, body: { set: draft[s.skillId] } })),
    );
    setSaving(false);
    refreshStudentData(queryClient);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length > 0) {
      const saved = changed.length - failed.length;
      toast({
        title: 'Update Failed',
        description: `${errorMessage(failed[0].reason, 'Failed to update skill points.')}${saved ? ` (${saved} of ${changed.length} skills were saved)` : ''}`,
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Bulk Update',
      description: `Updated ${changed.length} ${changed.length === 1 ? 'skill' : 'skills'} for ${studentName}`,
      variant: 'success',
    });
    onDone();
  };

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {skills.map((s) => {
          const value = draft[s.skillId] ?? s.points;
          const name = s.skill?.name || 'Unknown Skill';
          const inputId = `bulk-skill-${s.skillId}`;
          return (
            <li key={s.skillId} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <label htmlFor={inputId} className="font-medium">
                  {name}
                </label>
                <span className="tabular-nums">
                  <span className="font-semibold">{value}</span>
                  {value !== s.points ? (
                    <span className="text-muted-foreground"> (was {s.points})</span>
                  ) : null}
                </span>
              </div>
              <input
                id={inputId}
                type="range"
                min={BULK_EDIT_SLIDER.min}
                max={BULK_EDIT_SLIDER.max}
                step={BULK_EDIT_SLIDER.step}
                value={Math.min(value, BULK_EDIT_SLIDER.max)}
                aria-valuetext={`${value} points`}
                disabled={saving}
                onChange={(e) => setDraft((d) => ({ ...d, [s.skillId]: Number(e.target.value) }))}
                className="h-2 w-full cursor-pointer accent-brand"
              />
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void apply()} loading={saving}>
          {saving ? 'Applying...' : 'Apply Changes'}
        </Button>
      </div>
    </div>
  );
}
