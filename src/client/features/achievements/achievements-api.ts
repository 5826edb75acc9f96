import type { TeacherFigures } from '@shared/achievements/schemas';
import { useQuery } from '@tanstack/react-query';

// The teacher achievements' one read. Keyed by its path (the default loader fetches it); the
// figures change with awards, rosters and contracts, and the page refetches on every visit.

export const achievementFiguresKey = ['/api/achievements'] as const;

export function useAchievementFigures() {
  return useQuery<TeacherFigures>({ queryKey: achievementFiguresKey, refetchOnMount: 'always' });
}
