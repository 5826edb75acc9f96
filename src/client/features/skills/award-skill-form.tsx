import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { zodResolver } from '@hookform/resolvers/zod';
import { CLASS_WIDE_SKILL_POINTS, DEFAULT_CLASS_WIDE_SKILL_POINTS } from '@shared/scores/point-values';
import { formatSignedPoints } from '@shared/scores/score';
import type { SkillView } from '@shared/skills/schemas';
import { Sparkles } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { type AwardSkillValues, awardSkillSchema } from './form-schemas';
import { useSkillWrites } from './skills-api';

/**
 * 'Award Skill Points': one change (+1, +2, +3, +5, -1, -2; default +1)
 * in one skill for every student of the class, in one all-or-nothing call. The choices stay
 * after awarding, so the same award again is a single click.
 */
export function AwardSkillForm({
  classId,
  skills,
  studentCount,
}: {
  classId: number;
  skills: SkillView[];
  studentCount: number;
}) {
  const form = useForm<AwardSkillValues>({
    resolver: zodResolver(awardSkillSchema),
    defaultValues: { skillId: '', points: String(DEFAULT_CLASS_WIDE_SKILL_POINTS) },
  });
  const { awardClass } = useSkillWrites();
  const skillId = useWatch({ control: form.control, name: 'skillId' });
  const skill = skills.find((s) => String(s.id) === skillId);
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ points }) => {
    if (!skill || studentCount === 0) return;
    // Cleared once applied (the undo toast can take it back), so a second click does not repeat it.
    if (await awardClass(classId, skill, Number(points))) form.setValue('skillId', '');
  });

  return (
    <form noValidate className="grid gap-3" onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field label="Skill for the whole class">
          <NativeSelect {...form.register('skillId')}>
            <option value="">Choose a skill</option>
            {skills.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Add to each">
          <NativeSelect {...form.register('points')}>
            {CLASS_WIDE_SKILL_POINTS.map((p) => (
              <option key={p} value={p}>
                {formatSignedPoints(p)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Button type="submit" disabled={!skill || pending} className="w-full sm:w-fit">
        <Sparkles aria-hidden="true" />
        {pending ? 'Awarding…' : 'Award Skill Points'}
      </Button>
    </form>
  );
}
