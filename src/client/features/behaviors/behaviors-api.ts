import { classStudentsKey } from '@client/features/classes/classes-api';
import { invalidateStudentData, type RosterStudent } from '@client/features/roster/roster-api';
import { api } from '@client/lib/api';
import { patchStudentFigures } from '@client/lib/live-patches';
import { registerLiveReads } from '@client/lib/live-registry';
import { type OptimisticWrite, type QueuedRequest, runOptimisticWrite } from '@client/lib/optimistic-write';
import { playSound, teacherSoundOn } from '@client/lib/sounds';
import { dismissUndo, toast, toastError } from '@client/lib/toast';
import {
  type BehaviorAwardResponse,
  type BehaviorRemovalResponse,
  type BehaviorView,
  UNDO_PREFIX,
} from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { createAwardLedger } from './award-ledger';

/** Every student's history: ['/api/behaviors', { studentId, limit }] (students-api.ts). */
export const BEHAVIORS_QUERY_KEY = ['/api/behaviors'] as const;

const AWARD_MUTATION_KEY = ['award-behavior'] as const;
// A refetch answered while this tab's own award is in flight would show the list without it for
// a moment: lib/live-updates.ts holds the stream's refetches back meanwhile.
registerLiveReads({ heldBy: AWARD_MUTATION_KEY });

// Awarding behaviour points, through the one optimistic write of lib/optimistic-write.ts. The
// path, top-down (decision 0159): `useAwardBehavior().award(request)` → `awardWrite` below, whose
// steps run in the order written (show the balance, the request, settle, refresh, say so with
// Undo) → runOptimisticWrite → the outbox's keyed POST /api/behaviors/batch. The balance on the
// card moves at once, is reconciled with the balances the server returns (award-ledger.ts explains
// how, with several awards in flight), and is rolled back if the call fails.

export type AwardMode = 'students' | 'class' | 'undo';

export interface AwardRequest {
  classId: number;
  studentIds: number[];
  /** The behaviour's name ('Undo: {name}' for an undo). */
  type: string;
  points: number;
  mode: AwardMode;
  /** Who it was for, for the toast and the undo toast: 'Ada Lovelace', '3 students'. */
  label: string;
}

interface AwardVariables extends AwardRequest {
  token: number;
}

let nextToken = 0;
const ledger = createAwardLedger();

function patchBalances(
  queryClient: QueryClient,
  classId: number,
  ids: ReadonlySet<number>,
  next: (s: RosterStudent) => number,
) {
  queryClient.setQueryData<RosterStudent[]>(classStudentsKey(classId), (list) =>
    list?.map((s) => (ids.has(s.id) ? { ...s, balance: next(s) } : s)),
  );
}

const awardSummary = ({ type, points, label }: Pick<AwardRequest, 'type' | 'points' | 'label'>) =>
  `${type} (${formatSignedPoints(points)}) for ${label}`;

/**
 * The one request every behaviour record is written with (an award, its undo, an Edit Balance
 * and its undo): keyed, and never lost — offline or on a network failure it waits in the outbox
 * (decisions 0096, 0097). `label` names who it is for ('Ada Lovelace', '3 students').
 */
export function behaviorRecordRequest(record: {
  studentIds: number[];
  type: string;
  points: number;
  label: string;
  description?: string;
}): QueuedRequest {
  const { studentIds, type, points, description } = record;
  return {
    url: '/api/behaviors/batch',
    body:
      description === undefined ? { studentIds, type, points } : { studentIds, type, points, description },
    label: awardSummary(record),
    studentIds,
  };
}

/**
 * One award as an optimistic write, its steps in the order they run. `undoAward` sends the
 * opposite award ('Undo: …'), itself through this same write.
 */
function awardWrite(
  queryClient: QueryClient,
  vars: AwardVariables,
  undoAward: (request: AwardRequest) => Promise<unknown>,
): OptimisticWrite<BehaviorAwardResponse> & { queue: QueuedRequest } {
  const ids = new Set(vars.studentIds);
  const { token: _token, ...request } = vars;
  return {
    // 1. The cards show the new balance at once (and the award's sound); undone on failure.
    predict: async () => {
      await queryClient.cancelQueries({ queryKey: classStudentsKey(vars.classId) });
      ledger.begin(vars.token, vars);
      patchBalances(queryClient, vars.classId, ids, (s) => s.balance + vars.points);
      if (vars.mode !== 'undo')
        playSound(vars.points > 0 ? 'positive' : 'neutral', teacherSoundOn(queryClient));
      return () => {
        ledger.fail(vars.token);
        patchBalances(queryClient, vars.classId, ids, (s) => s.balance - vars.points);
      };
    },
    // 2. The request, sent now or queued.
    queue: behaviorRecordRequest(vars),
    // 3. The server's balances, through the ledger.
    settle: (data) => {
      const shown = ledger.settle(vars.token, data);
      // A student moved meanwhile is patched in their new class's list too.
      const classIds = new Set([vars.classId, ...data.students.map((s) => s.classId)]);
      for (const classId of classIds) {
        patchBalances(queryClient, classId, new Set(shown.keys()), (s) => shown.get(s.id) ?? s.balance);
      }
    },
    // 4. The lists the award shows up in.
    refresh: () => invalidateStudentData(queryClient, vars.classId),
    // 5. Said once, with Undo; an undo's own award says nothing (the undo toast reports it).
    success: () =>
      vars.mode === 'undo'
        ? null
        : {
            title: vars.mode === 'class' ? 'Class-wide Behavior Applied' : 'Behavior Applied',
            description: awardSummary(vars),
          },
    undo: () =>
      vars.mode === 'undo'
        ? null
        : {
            message: awardSummary(vars),
            run: () =>
              undoAward({
                ...request,
                type: `${UNDO_PREFIX}${vars.type}`,
                points: -vars.points,
                mode: 'undo',
              }),
          },
    failure:
      vars.mode === 'undo'
        ? undefined
        : {
            title: 'Error',
            fallback:
              vars.mode === 'class' ? 'Failed to apply behavior to class' : 'Failed to apply behavior',
          },
  };
}

/** Returns `award(request)`; it resolves when the server has answered (rejects on failure). */
export function useAwardBehavior() {
  const queryClient = useQueryClient();
  const runRef = useRef<(request: AwardRequest) => Promise<BehaviorAwardResponse | undefined>>(undefined);

  const write = (vars: AwardVariables) =>
    runOptimisticWrite(awardWrite(queryClient, vars, async (undo) => runRef.current?.(undo)));

  // A mutation, so live updates can tell an award is in flight (registered below).
  const mutation = useMutation({ mutationKey: AWARD_MUTATION_KEY, mutationFn: write });

  const { mutateAsync } = mutation;
  const run = useCallback(
    (request: AwardRequest) => mutateAsync({ ...request, token: ++nextToken }),
    [mutateAsync],
  );
  runRef.current = run;

  /** Fire and forget: the toasts report the outcome. */
  const award = useCallback((request: AwardRequest) => void run(request).catch(() => {}), [run]);
  return { award, awardAsync: run, isPending: mutation.isPending };
}

// Removing any earlier record from a child's history (DELETE /api/behaviors/{id}, decision 0145):
// the server writes the undo, so the record shows struck through and the balance moves back.

/** Every cached history shows the record struck through, as the server now lists it. */
function markUndone(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<BehaviorView[]>({ queryKey: BEHAVIORS_QUERY_KEY }, (list) =>
    list?.map((b) => (b.id === id ? { ...b, undone: true } : b)),
  );
}

export function useRemoveBehavior() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: BehaviorView) => api.delete<BehaviorRemovalResponse>(`/api/behaviors/${record.id}`),
    onSuccess: ({ behavior, student }) => {
      // An undo toast pairs its 'Undo: name' by name: after a removal it could undo an earlier
      // record of the same name, a second change of balance (decision 0145). The history can still
      // remove whatever the toasts offered.
      dismissUndo();
      markUndone(queryClient, behavior.id);
      patchStudentFigures(queryClient, [{ id: student.id, balance: student.balance }]);
      // Leaderboards, charts and other histories count it no more.
      invalidateStudentData(queryClient, student.classId);
      toast({
        title: 'Behavior Removed',
        description: `${behavior.type} (${formatSignedPoints(behavior.points)}) no longer counts`,
        variant: 'success',
      });
    },
    onError: (error) => toastError('Failed to remove the behavior', error),
  });
}
