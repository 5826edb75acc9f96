import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS, useUiStore } from './ui-store';

afterEach(() => {
  useUiStore.getState().reset();
  vi.useRealTimers();
});

const state = () => useUiStore.getState();

describe('ui store', () => {
  it('toggles a student in and out of the selection', () => {
    state().toggleStudentSelection(1);
    state().toggleStudentSelection(2);
    state().toggleStudentSelection(1);
    expect(state().selectedStudentIds).toEqual([2]);
  });

  it('opening a sheet sets its subject and clears the selection; closing clears both', () => {
    state().setSelectedStudentIds([1, 2]);
    state().openBehaviorSheet('hard-work');
    expect(state()).toMatchObject({
      showBehaviorSheet: true,
      selectedBehaviorType: 'hard-work',
      selectedStudentIds: [],
    });
    state().setSelectedStudentIds([3]);
    state().closeBehaviorSheet();
    expect(state()).toMatchObject({
      showBehaviorSheet: false,
      selectedBehaviorType: null,
      selectedStudentIds: [],
    });

    state().openSkillSheet(4);
    expect(state()).toMatchObject({ showSkillSheet: true, selectedSkillId: 4 });
    state().closeSkillSheet();
    expect(state().selectedSkillId).toBeNull();
  });

  it('the undo prompt clears itself after 10 s', () => {
    vi.useFakeTimers();
    state().registerUndo({ message: 'Applied', undo: () => {} });
    expect(state().showUndo).toBe(true);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(state().undoAction?.message).toBe('Applied');
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ showUndo: false, undoAction: null });
  });

  it('a newer undo replaces the older one and keeps its own 10 s', () => {
    vi.useFakeTimers();
    state().registerUndo({ message: 'first', undo: () => {} });
    vi.advanceTimersByTime(6000);
    state().registerUndo({ message: 'second', undo: () => {} });
    vi.advanceTimersByTime(6000);
    expect(state().undoAction?.message).toBe('second');
  });
});
