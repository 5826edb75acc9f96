import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { useClassBehaviors } from '@client/features/behavior-types/behavior-types-api';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { zodResolver } from '@hookform/resolvers/zod';
import { countOf } from '@shared/common/plural';
import { formatSignedPoints } from '@shared/scores/score';
import { Users } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { groupByKind, KIND_STYLES } from './behavior-kind';
import { useAwardBehavior } from './behaviors-api';
import { type ApplyToAllValues, applyToAllSchema } from './form-schemas';

/**
 * 'Apply to All': one behaviour for every student of the class, in one batch call, with the
 * 10-s undo every award offers. The choice is cleared once applied, so a second click cannot
 * award the whole class again by accident.
 */
export function ApplyToAllForm({ classId, students }: { classId: number; students: RosterStudent[] }) {
  const form = useForm<ApplyToAllValues>({
    resolver: zodResolver(applyToAllSchema),
    defaultValues: { behaviorId: '' },
  });
  const behaviorId = useWatch({ control: form.control, name: 'behaviorId' });
  const { award } = useAwardBehavior();
  const behaviors = useClassBehaviors(classId).data ?? [];
  const behavior = behaviors.find((b) => String(b.id) === behaviorId);

  const apply = form.handleSubmit(() => {
    if (!behavior || students.length === 0) return;
    award({
      classId,
      studentIds: students.map((s) => s.id),
      type: behavior.name,
      points: behavior.points,
      mode: 'class',
      label: `all ${countOf(students.length, 'student')}`,
    });
    form.setValue('behaviorId', '');
  });

  return (
    <form noValidate className="grid gap-3" onSubmit={apply}>
      <Field label="Behavior for the whole class">
        <NativeSelect {...form.register('behaviorId')}>
          <option value="">Choose a behavior</option>
          {groupByKind(behaviors).map(({ kind, behaviors: group }) => (
            <optgroup key={kind} label={KIND_STYLES[kind].label}>
              {group.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({formatSignedPoints(b.points)})
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={!behavior} className="w-full sm:w-fit">
        <Users aria-hidden="true" />
        Apply to All
      </Button>
    </form>
  );
}
