import { z } from 'zod';
import { BEHAVIORS, type BehaviorKind } from '../behaviors/catalogue';

// The behaviour sets a new class starts from (docs/decisions/0170). Kept apart from schemas.ts,
// which imports the students' schemas: the account schemas read these at load time.

interface PresetBehavior {
  name: string;
  points: number;
  kind: BehaviorKind;
  /** One of BEHAVIOR_ICONS (schemas.ts). */
  icon: string;
}

/** The spec's 15 in the spec's order (docs/product.md part 1 §3): a new class's list. */
export const DEFAULT_BEHAVIOR_TYPES: readonly PresetBehavior[] = BEHAVIORS.map(
  ({ name, points, kind, icon }) => ({ name, points, kind, icon }),
);

/**
 * A primary class's starting list (ages 5–11): what an infant or junior teacher praises, in
 * words a child reads, and a few gentle needs-work ones worth one point each.
 */
export const PRIMARY_BEHAVIOR_TYPES: readonly PresetBehavior[] = [
  { name: 'Kind Words', points: 1, kind: 'positive', icon: 'Heart' },
  { name: 'Good Listening', points: 1, kind: 'positive', icon: 'Ear' },
  { name: 'Tidying Up', points: 1, kind: 'positive', icon: 'Brush' },
  { name: 'Sharing', points: 1, kind: 'positive', icon: 'Gift' },
  { name: 'Trying Hard', points: 2, kind: 'positive', icon: 'Rocket' },
  { name: 'Helping Others', points: 2, kind: 'positive', icon: 'HeartHandshake' },
  { name: 'Good Manners', points: 1, kind: 'positive', icon: 'Smile' },
  { name: 'Working Quietly', points: 1, kind: 'positive', icon: 'Pencil' },
  { name: 'Great Work', points: 2, kind: 'positive', icon: 'Star' },
  { name: 'Unkind Words', points: -1, kind: 'negative', icon: 'Frown' },
  { name: 'Not Listening', points: -1, kind: 'warning', icon: 'EarOff' },
  { name: 'Off Task', points: -1, kind: 'warning', icon: 'AlarmClock' },
  { name: 'Calling Out', points: -1, kind: 'warning', icon: 'Megaphone' },
];

/**
 * The behaviour set a new class starts from: 'secondary' is the spec's 15 (the default),
 * 'primary' the list above.
 */
export const BEHAVIOR_PRESETS = ['primary', 'secondary'] as const;
export type BehaviorPreset = (typeof BEHAVIOR_PRESETS)[number];
export const DEFAULT_BEHAVIOR_PRESET: BehaviorPreset = 'secondary';
export const behaviorPresetField = z.enum(BEHAVIOR_PRESETS, {
  error: "behaviorPreset must be 'primary' or 'secondary'",
});

/** A preset's behaviours in order; anything but 'primary' is the spec's 15. */
export const presetBehaviorTypes = (preset: string): readonly PresetBehavior[] =>
  preset === 'primary' ? PRIMARY_BEHAVIOR_TYPES : DEFAULT_BEHAVIOR_TYPES;
