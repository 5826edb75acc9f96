import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from './ui-store';

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
});
