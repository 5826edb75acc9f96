import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { ClassBehavior } from '@client/features/behavior-types/behavior-types-api';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BEHAVIOR_ICONS,
  BEHAVIOR_TYPE_NAME_MAX,
  type BehaviorIconName,
  defaultIconFor,
} from '@shared/behavior-types/schemas';
import type { BehaviorKind } from '@shared/behaviors/catalogue';
import { formatSignedPoints } from '@shared/scores/score';
import { type ReactNode, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BehaviorIcon } from './behavior-icon';
import { KIND_ORDER, KIND_STYLES } from './behavior-kind';
import { type BehaviorFormValues, behaviorFormSchema } from './form-schemas';

export interface BehaviorDraft {
  name: string;
  points: number;
  kind: BehaviorKind;
  icon: BehaviorIconName;
}

const ICON_LABELS: Record<BehaviorIconName, string> = {
  Star: 'Star',
  ThumbsUp: 'Thumbs up',
  Sparkles: 'Sparkles',
  Lightbulb: 'Light bulb',
  Trophy: 'Trophy',
  Smile: 'Smile',
  FlaskConical: 'Flask',
  HelpCircle: 'Question',
  Hammer: 'Hammer',
  Zap: 'Lightning',
  Crown: 'Crown',
  HeartHandshake: 'Helping hands',
  Hand: 'Raised hand',
  Users: 'People',
  BookCheck: 'Book with tick',
  Clock: 'Clock',
  MessageSquareWarning: 'Talking',
  Frown: 'Frown',
  Volume2: 'Loud',
  Smartphone: 'Phone',
  AlarmClock: 'Alarm clock',
  BookX: 'Book with cross',
  ThumbsDown: 'Thumbs down',
  Ban: 'Not allowed',
  Heart: 'Heart',
  Ear: 'Ear',
  EarOff: 'Ear crossed out',
  Gift: 'Gift',
  Rocket: 'Rocket',
  Pencil: 'Pencil',
  Brush: 'Brush',
  Megaphone: 'Megaphone',
};

const MAGNITUDES = [1, 2, 3, 4, 5];
const signed = (kind: BehaviorKind, magnitude: number) => (kind === 'positive' ? magnitude : -magnitude);

/** A row of radio buttons that look like one segmented control, each at least 44 px tall. */
function Choices<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: ReactNode; aria?: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className={cn('flex flex-wrap gap-1.5', className)}>
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={cn(
              'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-input bg-surface px-3 text-sm font-medium',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              option.value === value
                ? 'border-brand bg-brand-soft text-brand-soft-foreground'
                : 'hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={option.aria}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Adds a behaviour or changes one (`editing`): name, kind, points of the kind's sign, and an icon
 * from the offered set. The server's message (a taken name, a full list) shows under the name.
 */
export function BehaviorForm({
  editing,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  editing: ClassBehavior | null;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: BehaviorDraft) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  // The name's message shows from the first Add or Save, and then follows the typing; focus stays
  // on the button pressed.
  const form = useForm<BehaviorFormValues>({
    resolver: zodResolver(behaviorFormSchema),
    defaultValues: {
      name: editing?.name ?? '',
      kind: editing?.kind ?? 'positive',
      magnitude: editing ? Math.abs(editing.points) : 1,
      icon:
        editing && (BEHAVIOR_ICONS as readonly string[]).includes(editing.icon)
          ? (editing.icon as BehaviorIconName)
          : null,
    },
    shouldFocusError: false,
  });
  const [kind, magnitude, icon] = useWatch({ control: form.control, name: ['kind', 'magnitude', 'icon'] });
  const chosenIcon = icon ?? defaultIconFor(kind);
  const style = KIND_STYLES[kind];
  const submit = form.handleSubmit((values) =>
    onSubmit({
      name: values.name.trim(),
      kind: values.kind,
      points: signed(values.kind, values.magnitude),
      icon: values.icon ?? defaultIconFor(values.kind),
    }),
  );

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-border bg-surface-muted/40 p-3 sm:p-4"
      onSubmit={submit}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {editing ? `Edit ‘${editing.name}’` : 'Add a behavior'}
      </h3>
      <Field
        label="Name"
        error={
          form.formState.errors.name?.message ??
          (error ? errorMessage(error, 'Could not save the behavior') : undefined)
        }
      >
        <Input
          maxLength={BEHAVIOR_TYPE_NAME_MAX}
          placeholder="e.g. Lab Safety"
          autoComplete="off"
          className="h-11"
          {...form.register('name')}
        />
      </Field>
      <Choices
        legend="Kind"
        name={`${id}-kind`}
        value={kind}
        options={KIND_ORDER.map((k) => ({ value: k, label: KIND_STYLES[k].label }))}
        onChange={(value) => form.setValue('kind', value)}
      />
      <Choices
        legend="Points"
        name={`${id}-points`}
        value={magnitude}
        options={MAGNITUDES.map((m) => ({
          value: m,
          label: (
            <span className={cn('tabular-nums', style.text)}>{formatSignedPoints(signed(kind, m))}</span>
          ),
          aria: `${formatSignedPoints(signed(kind, m))} points`,
        }))}
        onChange={(value) => form.setValue('magnitude', value)}
      />
      <Choices
        legend="Icon"
        name={`${id}-icon`}
        value={chosenIcon}
        className="gap-1"
        options={BEHAVIOR_ICONS.map((i) => ({
          value: i,
          label: <BehaviorIcon behavior={{ icon: i }} className="size-5" />,
          aria: ICON_LABELS[i],
        }))}
        onChange={(value) => form.setValue('icon', value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" className="h-11" loading={pending}>
          {editing ? 'Save Changes' : 'Add Behavior'}
        </Button>
      </div>
    </form>
  );
}
