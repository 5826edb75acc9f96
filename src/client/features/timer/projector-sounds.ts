import { onLiveNotice } from '@client/lib/live-updates';
import { playSound } from '@client/lib/sounds';
import type { ProjectorData } from '@shared/leaderboard/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * The projector's award sounds (decision 0094): a shown balance that rises plays the positive
 * sound, one that falls the neutral one. The projector's stream carries only balances of 0 or
 * more, so the wall reacts only to what it may show: a needs-work that leaves a student below
 * 0 plays nothing, and no sound hints at a negative. `classId` undefined: any of the
 * stream's classes (a teacher's "All classes").
 */
export function useProjectorAwardSounds(classId: number | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  const known = useRef(new Map<number, number>());
  useEffect(() => {
    if (!enabled) return;
    return onLiveNotice((event) => {
      if (event.topic !== 'behaviors' || !event.students) return;
      if (classId !== undefined && event.classId !== classId) return;
      const seen = known.current;
      // What the wall shows now is the "before" of any student not heard of yet.
      for (const [, data] of queryClient.getQueriesData<ProjectorData>({ queryKey: ['/api/projector'] })) {
        for (const s of data?.allStudents ?? []) if (!seen.has(s.id)) seen.set(s.id, s.balance);
      }
      let up = false;
      let down = false;
      for (const { id, balance } of event.students) {
        if (balance === undefined) continue;
        const before = seen.get(id);
        if (before !== undefined && balance > before) up = true;
        if (before !== undefined && balance < before) down = true;
        seen.set(id, balance);
      }
      if (up) playSound('positive', true);
      else if (down) playSound('neutral', true);
    });
  }, [classId, enabled, queryClient]);
}
