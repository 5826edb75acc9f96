import { BEHAVIOR_ICONS, BEHAVIOR_KINDS } from '@shared/behavior-types/schemas';
import { z } from 'zod';

// The behaviour forms' schemas, with the messages teachers see.

/** Adding or changing a behaviour (behavior-form.tsx); no icon means the kind's default. */
export const behaviorFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  kind: z.enum(BEHAVIOR_KINDS),
  magnitude: z.number().int().min(1).max(5),
  icon: z.enum(BEHAVIOR_ICONS).nullable(),
});
export type BehaviorFormValues = z.input<typeof behaviorFormSchema>;

/** 'Apply to All' (apply-to-all-form.tsx): without a behaviour the button is disabled. */
export const applyToAllSchema = z.object({ behaviorId: z.string().min(1) });
export type ApplyToAllValues = z.input<typeof applyToAllSchema>;
