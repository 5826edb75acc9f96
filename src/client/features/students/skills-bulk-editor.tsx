import { Button } from '@client/components/ui/button';
import { invalidateStudentData } from '@client/features/roster/roster-api';
import { reverseSkillChanges, sendSkillChanges } from '@client/features/skills/skills-api';
import { runOptimisticWrite } from '@client/lib/optimistic-write';
import { toast } from '@client/lib/toast';
import { BULK_EDIT_SLIDER } from '@shared/scores/point-values';
import type { StudentSkillView } from '@shared/skills/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

interface SkillsBulkEditorProps {
  studentId: number;
  studentName: string;
  skills: readonly StudentSkillView[];
  onDone: () => void;
}

/**
 * Bulk edit (sliders 0 to 100, step 1). Apply sends each moved slider as a change
 * (new value minus the value the editor opened with), all in one all-or-nothing
 * call (decision 0017): points given meanwhile on another device are kept, not overwritten.
 * Nothing moved gives 'No Changes'.
 */
export function SkillsBulkEditor({ studentId, studentName, skills, onDone }: SkillsBulkEditorProps) {
  const queryClient = useQueryClient();
  // The values the editor opened with: a live refetch while editing must not change the deltas.
  const [opened] = useState<Record<number, number>>(() =>
    Object.fromEntries(skills.map((s) => [s.skillId, s.points])),
  );
  const [draft, setDraft] = useState<Record<number, number>>(opened);
  const [saving, setSaving] = useState(false);
  const openedAt = (skillId: number) => opened[skillId] ?? 0;

  const apply = async () => {
    const changes = skills
      .map((s) => ({ studentId, skillId: s.skillId, points: (draft[s.skillId] ?? 0) - openedAt(s.skillId) }))
      .filter((c) => c.points !== 0);
    if (changes.length === 0) {
      toast({ title: 'No Changes', description: 'Move a slider to change a skill, then apply.' });
      return;
    }
    const what = `${changes.length} ${changes.length === 1 ? 'skill' : 'skills'} for ${studentName}`;
    setSaving(true);
    const saved = await runOptimisticWrite({
      send: () => sendSkillChanges(changes),
      refresh: () => invalidateStudentData(queryClient),
      success: () => ({ title: 'Bulk Update', description: `Updated ${what}` }),
      failure: { title: 'Update Failed', fallback: 'Failed to update skill points.' },
      undo: ({ results }) => ({
        message: `Bulk update of ${what}`,
        run: () => reverseSkillChanges(results),
      }),
    }).then(
      () => true,
      () => false,
    );
    setSaving(false);
    if (saved) onDone();
  };

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4">
        {skills.map((s) => {
          const value = draft[s.skillId] ?? openedAt(s.skillId);
          const was = openedAt(s.skillId);
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
                  {value !== was ? <span className="text-muted-foreground"> (was {was})</span> : null}
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
