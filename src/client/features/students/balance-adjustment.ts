import { behaviorRecordRequest } from '@client/features/behaviors/behaviors-api';
import { type OptimisticWrite, type QueuedRequest, runOptimisticWrite } from '@client/lib/optimistic-write';
import { type BehaviorAwardResponse, MAX_BEHAVIOR_POINTS, UNDO_PREFIX } from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { z } from 'zod';

// Edit Balance: a student's balance is always the sum of their behaviour records
// (docs/architecture.md#data-rules), so a manual change is one more record carrying the difference
// and the teacher's reason.

export const BALANCE_ADJUSTMENT_TYPE = 'Balance Adjustment';

export type BalanceMode = 'set' | 'adjust';

export const balanceFormSchema = z.object({
  mode: z.enum(['set', 'adjust']),
  amount: z
    .string()
    .trim()
    .min(1, 'Please enter a number')
    .regex(/^[-+]?\d+$/, 'Please enter a whole number'),
  reason: z.string().trim().min(1, 'Please give a reason for the change').max(500, 'At most 500 characters'),
});
export type BalanceFormValues = z.input<typeof balanceFormSchema>;

/** The record's points for the form's values, or the problem with them. */
export function balanceDifference(
  current: number,
  mode: BalanceMode,
  amount: number,
): { ok: true; points: number } | { ok: false; message: string } {
  const points = mode === 'set' ? amount - current : amount;
  if (points === 0) {
    return {
      ok: false,
      message: mode === 'set' ? 'This is already the current balance' : 'Enter an amount other than 0',
    };
  }
  if (Math.abs(points) > MAX_BEHAVIOR_POINTS) {
    return {
      ok: false,
      message: `One adjustment can change the balance by at most ${MAX_BEHAVIOR_POINTS} points`,
    };
  }
  return { ok: true, points };
}

interface AdjustmentVariables {
  studentId: number;
  points: number;
  reason: string;
}

/**
 * The record, built the one way every behaviour record is (behaviors-api.ts): queued and keyed,
 * so offline it waits in the outbox and a retry applies once (decisions 0096, 0097).
 */
const balanceRecordRequest = (
  { studentId, points, reason }: AdjustmentVariables,
  name: string,
  type = BALANCE_ADJUSTMENT_TYPE,
): QueuedRequest =>
  behaviorRecordRequest({ studentIds: [studentId], type, points, label: name, description: reason });

/** An adjustment's write, with the success toast and the undo; `name` is the student's full name. */
export function balanceAdjustmentWrite(
  { name, current, ...variables }: AdjustmentVariables & { name: string; current: number },
  refresh: () => void,
): OptimisticWrite<BehaviorAwardResponse> & { queue: QueuedRequest } {
  return {
    queue: balanceRecordRequest(variables, name),
    refresh,
    success: ({ students }) => {
      const balance = students[0]?.balance ?? current + variables.points;
      return {
        title: 'Behavior Applied',
        description: `Balance for ${name} is now ${formatSignedPoints(balance)} (${formatSignedPoints(variables.points)}).`,
      };
    },
    failure: { title: 'Error', fallback: 'Failed to apply behavior' },
    // Reversed the way every behaviour undo is, the opposite points as 'Undo: …', and through
    // the same queued, keyed path; the undo toast reports its outcome.
    undo: () => ({
      message: `Balance of ${name} changed by ${formatSignedPoints(variables.points)}`,
      run: () =>
        runOptimisticWrite({
          queue: balanceRecordRequest(
            { ...variables, points: -variables.points, reason: 'Undo of a manual balance change' },
            name,
            `${UNDO_PREFIX}${BALANCE_ADJUSTMENT_TYPE}`,
          ),
          refresh,
        }),
    }),
  };
}
