import { api } from '@client/lib/api';
import { toastError } from '@client/lib/toast';
import type { TimerView } from '@shared/timer/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// A class's countdown (GET/PUT/PATCH/DELETE /api/classes/{id}/timer, decision 0092). Its key is
// its path, so the live topic 'timer' refetches exactly this class's (src/shared/events/topics.ts).

export const timerKey = (classId: number) => ['/api/classes', classId, 'timer'] as const;

/**
 * The timer with `offsetMs`: how far the server's clock is ahead of this device's, measured
 * at the middle of the request (half the round trip is the best guess of when the server
 * answered). Countdowns use it, so a projector whose clock is wrong still ends on time.
 */
export interface ClockedTimer extends TimerView {
  offsetMs: number;
}

async function clocked(request: () => Promise<TimerView>): Promise<ClockedTimer> {
  const sent = Date.now();
  const timer = await request();
  const received = Date.now();
  return { ...timer, offsetMs: Date.parse(timer.serverNow) - (sent + received) / 2 };
}

/** The class's timer; `classId` undefined (all classes, no class yet): nothing is asked. */
export function useTimer(classId: number | undefined) {
  return useQuery<ClockedTimer>({
    queryKey: timerKey(classId ?? 0),
    queryFn: () => clocked(() => api.get<TimerView>(`/api/classes/${classId}/timer`)),
    enabled: classId !== undefined,
  });
}

export type TimerAction =
  | { kind: 'start'; seconds: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'add'; seconds: number }
  | { kind: 'stop' };

function send(classId: number, action: TimerAction): Promise<TimerView> {
  const url = `/api/classes/${classId}/timer`;
  switch (action.kind) {
    case 'start':
      return api.put<TimerView>(url, { seconds: action.seconds });
    case 'pause':
      return api.patch<TimerView>(url, { paused: true });
    case 'resume':
      return api.patch<TimerView>(url, { paused: false });
    case 'add':
      return api.patch<TimerView>(url, { addSeconds: action.seconds });
    default:
      return api.delete<TimerView>(url);
  }
}

/** Runs one timer button; the answer is the new state (the live notice then changes nothing). */
export function useTimerAction(classId: number) {
  const queryClient: QueryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TimerAction) => clocked(() => send(classId, action)),
    onSuccess: (timer) => queryClient.setQueryData(timerKey(classId), timer),
    onError: (error) => {
      toastError('The timer did not change.', error, 'Timer');
      void queryClient.invalidateQueries({ queryKey: timerKey(classId) });
    },
  });
}
