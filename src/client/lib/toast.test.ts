import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUndo, toastUndo, UNDO_WINDOW_MS, useToastStore } from './toast';

afterEach(() => {
  dismissUndo();
  vi.useRealTimers();
});

const front = () => useToastStore.getState().undos[0];

describe('undo toasts', () => {
  it('the undo toast clears itself after 10 s', () => {
    vi.useFakeTimers();
    toastUndo({ message: 'Applied', undo: () => {} });
    expect(useToastStore.getState().undos).toHaveLength(1);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(front()?.message).toBe('Applied');
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().undos).toEqual([]);
  });

  it('a newer undo comes in front of the older one and keeps its own 10 s', () => {
    vi.useFakeTimers();
    toastUndo({ message: 'first', undo: () => {} });
    vi.advanceTimersByTime(6000);
    toastUndo({ message: 'second', undo: () => {} });
    vi.advanceTimersByTime(6000);
    expect(front()?.message).toBe('second');
  });
});
