// One shape of achievement, shared by the student badges and the
// teacher's page. Computed, never stored: the rules below derive it from records.

export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** A lucide icon's name; the client maps it to the component (no React in src/shared). */
export type AchievementIcon =
  | 'footprints'
  | 'heart-handshake'
  | 'medal'
  | 'star'
  | 'crown'
  | 'sprout'
  | 'shapes'
  | 'target'
  | 'graduation-cap'
  | 'book-open'
  | 'coins'
  | 'rocket'
  | 'notebook-pen'
  | 'hand'
  | 'calendar-check'
  | 'users'
  | 'school'
  | 'scroll-text'
  | 'clipboard-list'
  | 'message-circle'
  | 'sparkles'
  | 'trophy'
  | 'flame';

export interface Achievement<C extends string = string> {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  category: C;
  rarity: Rarity;
  maxProgress: number;
  /** 0 to maxProgress. */
  progress: number;
  isUnlocked: boolean;
  /** ISO 8601: when the record that crossed the threshold was written; null while locked or unknown. */
  unlockedAt: string | null;
}

/** 'Newly unlocked' means unlocked within the last 10 s. */
export const NEWLY_UNLOCKED_MS = 10_000;

export function isNewlyUnlocked(a: Pick<Achievement, 'isUnlocked' | 'unlockedAt'>, now: number): boolean {
  if (!a.isUnlocked || !a.unlockedAt) return false;
  const age = now - Date.parse(a.unlockedAt);
  return age >= -NEWLY_UNLOCKED_MS && age <= NEWLY_UNLOCKED_MS;
}

/** Unlocked ones, most recent first (the teacher page's 'Recently Unlocked'). */
export function recentlyUnlocked<A extends Achievement>(list: readonly A[], count: number): A[] {
  return list
    .filter((a) => a.isUnlocked && a.unlockedAt)
    .sort((a, b) => Date.parse(b.unlockedAt as string) - Date.parse(a.unlockedAt as string))
    .slice(0, count);
}

export const countUnlocked = (list: readonly Achievement[]) => list.filter((a) => a.isUnlocked).length;
