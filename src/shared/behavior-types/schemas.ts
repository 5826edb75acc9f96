import { z } from 'zod';
import type { BehaviorKind } from '../behaviors/catalogue';
import { requiredText } from '../common/schemas';
import { idField } from '../students/schemas';

// A class's own behaviours (docs/decisions/0085, 0086): the buttons the dashboard awards with.
// An award still sends the name and points it was given with (POST /api/behaviors), so nothing
// here is read on the award path.

export const MAX_BEHAVIOR_TYPES = 40;
export const BEHAVIOR_TYPE_NAME_MAX = 40;
export const BEHAVIOR_TYPE_POINTS_MAX = 5;
export const BEHAVIOR_KINDS = ['positive', 'negative', 'warning'] as const satisfies readonly BehaviorKind[];

/**
 * The icons a teacher chooses from: the catalogue's own and a few more for behaviours a class
 * adds. Lucide names; the client bundles exactly these (behavior-icon.tsx).
 */
export const BEHAVIOR_ICONS = [
  'Star',
  'ThumbsUp',
  'Sparkles',
  'Lightbulb',
  'Trophy',
  'Smile',
  'FlaskConical',
  'HelpCircle',
  'Hammer',
  'Zap',
  'Crown',
  'HeartHandshake',
  'Hand',
  'Users',
  'BookCheck',
  'Clock',
  'MessageSquareWarning',
  'Frown',
  'Volume2',
  'Smartphone',
  'AlarmClock',
  'BookX',
  'ThumbsDown',
  'Ban',
  'Heart',
  'Ear',
  'EarOff',
  'Gift',
  'Rocket',
  'Pencil',
  'Brush',
  'Megaphone',
] as const;
export type BehaviorIconName = (typeof BEHAVIOR_ICONS)[number];

/** The icon a behaviour gets when none is chosen. */
export const defaultIconFor = (kind: BehaviorKind): BehaviorIconName =>
  kind === 'positive' ? 'Star' : kind === 'negative' ? 'ThumbsDown' : 'AlarmClock';

/** Why these points cannot go with this kind, or null when they can. */
export function signProblem(kind: BehaviorKind, points: number): string | null {
  if (kind === 'positive' && points < 0) return 'A positive behavior must give points (1 to 5)';
  if (kind !== 'positive' && points > 0) return `A ${kind} behavior must take points away (-1 to -5)`;
  return null;
}

const nameField = requiredText('Name is required', BEHAVIOR_TYPE_NAME_MAX);
const pointsField = z
  .number({ error: 'Points must be a number' })
  .int('Points must be a whole number')
  .min(-BEHAVIOR_TYPE_POINTS_MAX, 'Points must be between -5 and 5')
  .max(BEHAVIOR_TYPE_POINTS_MAX, 'Points must be between -5 and 5')
  .refine((n) => n !== 0, 'Points must not be zero');
const kindField = z.enum(BEHAVIOR_KINDS, { error: "Kind must be 'positive', 'negative' or 'warning'" });
const iconField = z.enum(BEHAVIOR_ICONS, { error: 'Choose one of the offered icons' });

/** POST /api/classes/{classId}/behavior-types */
export const createBehaviorTypeBody = z
  .strictObject({ name: nameField, points: pointsField, kind: kindField, icon: iconField.optional() })
  .superRefine((body, ctx) => {
    const problem = signProblem(body.kind, body.points);
    if (problem) ctx.addIssue({ code: 'custom', path: ['points'], message: problem });
  });
export type CreateBehaviorTypeBody = z.input<typeof createBehaviorTypeBody>;

/** PATCH /api/behavior-types/{id}: any field; `position` moves it (0 is first). */
export const updateBehaviorTypeBody = z
  .strictObject({
    name: nameField.optional(),
    points: pointsField.optional(),
    kind: kindField.optional(),
    icon: iconField.optional(),
    position: z
      .number({ error: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position must be 0 or more')
      .max(MAX_BEHAVIOR_TYPES - 1, `Position must be at most ${MAX_BEHAVIOR_TYPES - 1}`)
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'Change at least one field');
export type UpdateBehaviorTypeBody = z.input<typeof updateBehaviorTypeBody>;

/** POST /api/classes/{classId}/behavior-types/copy */
export const copyBehaviorTypesBody = z.strictObject({ fromClassId: idField('Class to copy from') });

// ---- responses ----

export const behaviorTypeView = z.object({
  id: z.number(),
  name: z.string(),
  points: z.number(),
  kind: kindField,
  icon: z.string(),
});
export type BehaviorTypeView = z.infer<typeof behaviorTypeView>;

export const behaviorTypeListResponse = z.array(behaviorTypeView);
