import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { runOptimisticWrite } from './optimistic-write';
import { dismissUndo, useToastStore } from './toast';

const toasts = () => useToastStore.getState().toasts.map((t) => ({ title: t.title, variant: t.variant }));

describe('runOptimisticWrite', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    dismissUndo();
  });

  it('shows the prediction, then the answer, says so in the undo prompt only (one notification)', async () => {
    const steps: string[] = [];
    const result = await runOptimisticWrite({
      predict: () => {
        steps.push('predict');
        return () => steps.push('rollback');
      },
      send: async () => {
        steps.push('send');
        return { applied: 3 };
      },
      settle: (r) => steps.push(`settle ${r.applied}`),
      refresh: () => steps.push('refresh'),
      success: () => ({ title: 'Skill Updated', description: 'Added +3 points' }),
      undo: (r) => ({ message: 'Added +3', run: async () => steps.push(`undo ${-r.applied}`) }),
    });
    expect(result).toEqual({ applied: 3 });
    expect(steps).toEqual(['predict', 'send', 'settle 3', 'refresh']);
    expect(toasts()).toEqual([]);

    const undo = useToastStore.getState().undos[0];
    expect(undo).toMatchObject({ title: 'Skill Updated', message: 'Added +3' });
    await undo?.undo();
    expect(steps.slice(4)).toEqual(['undo -3', 'refresh']);
  });

  it('a write without an undo says so in a success toast', async () => {
    await runOptimisticWrite({
      send: async () => ({ applied: 0 }),
      success: () => ({ title: 'Skill Updated', description: 'Nothing to change' }),
      undo: () => null,
    });
    expect(toasts()).toEqual([{ title: 'Skill Updated', variant: 'success' }]);
    expect(useToastStore.getState().undos).toEqual([]);
  });

  it('on failure takes the prediction back, shows the server message and offers no undo', async () => {
    const rollback = vi.fn();
    const settle = vi.fn();
    const failure = new ApiError(404, 'Not Found', JSON.stringify({ message: 'Student not found' }));
    await expect(
      runOptimisticWrite({
        predict: () => rollback,
        send: () => Promise.reject(failure),
        settle,
        failure: { title: 'Error', fallback: 'Failed to apply behavior' },
        undo: () => ({ message: 'never', run: async () => {} }),
      }),
    ).rejects.toBe(failure);
    expect(rollback).toHaveBeenCalledOnce();
    expect(settle).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Error',
      description: 'Student not found',
      variant: 'destructive',
    });
    expect(useToastStore.getState().undos).toEqual([]);
  });

  it('offers no undo when nothing changed', async () => {
    await runOptimisticWrite({ send: async () => ({ applied: 0 }), undo: () => null });
    expect(useToastStore.getState().undos).toEqual([]);
  });
});
