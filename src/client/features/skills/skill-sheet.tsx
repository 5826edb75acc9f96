import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import {
  SheetContent,
  SheetDescription,
  Sheet as SheetRoot,
  SheetTitle,
} from '@client/components/ui/side-sheet';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { StudentPicker, studentsLabel } from '@client/features/roster/student-picker';
import { cn } from '@client/lib/cn';
import { useUiStore } from '@client/lib/stores/ui-store';
import { toastError } from '@client/lib/toast';
import {
  DEFAULT_SKILL_SHEET_POINTS,
  parseSkillSheetPoints,
  SKILL_SHEET_QUICK_VALUES,
} from '@shared/scores/point-values';
import type { SkillView } from '@shared/skills/schemas';
import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { skillPointsOf, useSkillWrites } from './skills-api';

/**
 * The skill side sheet: choose a value (quick 1, 3, 5 or any whole number
 * of 0 or more), select students, apply. It *sets* the skill to that value for each of them
 * (the spec's absolute value), so each row shows the student's current points.
 */
export function SkillSheet({
  classId,
  skills,
  students,
}: {
  classId: number;
  skills: SkillView[];
  students: RosterStudent[];
}) {
  const open = useUiStore((s) => s.showSkillSheet);
  const skillId = useUiStore((s) => s.selectedSkillId);
  const selectedIds = useUiStore((s) => s.selectedStudentIds);
  const close = useUiStore((s) => s.closeSkillSheet);
  const { setForStudents } = useSkillWrites();
  const [value, setValue] = useState(String(DEFAULT_SKILL_SHEET_POINTS));
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // Enter in the points field must not send a second time while the first is under way.
  const sending = useRef(false);

  const skill = skills.find((s) => s.id === skillId);
  const selected = students.filter((s) => selectedIds.includes(s.id));

  const onOpenChange = (next: boolean) => {
    if (next || pending) return;
    close();
    setValue(String(DEFAULT_SKILL_SHEET_POINTS));
    setError(undefined);
  };

  const apply = async () => {
    if (!skill || selected.length === 0 || sending.current) return;
    const parsed = parseSkillSheetPoints(value);
    if (!parsed.ok) {
      setError(parsed.description);
      toastError(parsed.description, undefined, parsed.title);
      return;
    }
    sending.current = true;
    setPending(true);
    const ok = await setForStudents(classId, skill, selected, parsed.points);
    sending.current = false;
    setPending(false);
    // On failure the sheet stays open with the selection, so the teacher can try again.
    if (ok) {
      close();
      setValue(String(DEFAULT_SKILL_SHEET_POINTS));
    }
  };

  return (
    <SheetRoot open={open && Boolean(skill)} onOpenChange={onOpenChange}>
      {skill ? (
        <SheetContent
          header={
            <>
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
                  <Sparkles aria-hidden="true" className="size-5" />
                </span>
                <div className="grid gap-1">
                  <SheetTitle className="text-lg leading-tight font-semibold">{skill.name}</SheetTitle>
                  <span className="text-sm text-muted-foreground">{skill.description}</span>
                </div>
              </div>
              <SheetDescription className="text-sm text-muted-foreground">
                Choose the points, select the students, then apply. Their {skill.name} points are set to this
                value.
              </SheetDescription>
            </>
          }
          footer={
            <div className="flex items-center justify-end gap-2">
              <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                disabled={selected.length === 0 || pending}
                onClick={() => void apply()}
                className="flex-1 sm:flex-none"
              >
                {pending
                  ? 'Saving…'
                  : `Set to ${value.trim() || '…'}${selected.length > 0 ? ` for ${studentsLabel(selected)}` : ''}`}
              </Button>
            </div>
          }
        >
          <div className="grid gap-3 border-b border-border p-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">
                Set to (any whole number, 0 or more: replaces their points, does not add)
              </legend>
              <div className="flex flex-wrap items-start gap-2">
                {SKILL_SHEET_QUICK_VALUES.map((quick) => (
                  <Button
                    key={quick}
                    variant="outline"
                    size="sm"
                    aria-pressed={value.trim() === String(quick)}
                    onClick={() => {
                      setValue(String(quick));
                      setError(undefined);
                    }}
                    className={cn(
                      'min-w-12 tabular-nums',
                      value.trim() === String(quick) &&
                        'border-brand bg-brand-soft text-brand-soft-foreground',
                    )}
                  >
                    Set to {quick}
                  </Button>
                ))}
                <div className="min-w-32 flex-1">
                  <Field label={<span className="sr-only">Custom points</span>} error={error}>
                    <Input
                      inputMode="numeric"
                      value={value}
                      onChange={(e) => {
                        setValue(e.target.value);
                        setError(undefined);
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') void apply();
                      }}
                      placeholder="Custom"
                      className="h-9"
                    />
                  </Field>
                </div>
              </div>
            </fieldset>
          </div>
          <StudentPicker
            students={students}
            aside={(student) => (
              <span className="shrink-0 rounded-md bg-surface-muted px-2 py-0.5 text-xs tabular-nums">
                {skillPointsOf(student, skill.id)} pts
              </span>
            )}
          />
        </SheetContent>
      ) : null}
    </SheetRoot>
  );
}
