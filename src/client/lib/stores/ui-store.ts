import { dismissUndo } from '@client/lib/toast';
import { create } from 'zustand';

// Dashboard UI state that is deliberately not persisted: selections, the
// behaviour/skill sheets, the student profile and the CSV import dialog.

interface UiState {
  selectedStudentIds: number[];
  selectedStudentId: number | null;
  selectedBehaviorType: string | null;
  selectedSkillId: number | null;
  showBehaviorSheet: boolean;
  showSkillSheet: boolean;
  showStudentProfile: boolean;
  showCSVImport: boolean;

  /** Adds the id to the selection, or removes it when already selected. */
  toggleStudentSelection: (studentId: number) => void;
  setSelectedStudentIds: (studentIds: number[]) => void;
  clearSelection: () => void;
  /** Sets the behaviour type and clears the student selection. */
  openBehaviorSheet: (behaviorType: string) => void;
  /** Clears both the behaviour type and the selection. */
  closeBehaviorSheet: () => void;
  openSkillSheet: (skillId: number) => void;
  closeSkillSheet: () => void;
  openStudentProfile: (studentId: number) => void;
  closeStudentProfile: () => void;
  setShowCSVImport: (open: boolean) => void;
  /** Back to the initial state, the undo toasts gone too (used on sign-out). */
  reset: () => void;
}

const initial = {
  selectedStudentIds: [] as number[],
  selectedStudentId: null,
  selectedBehaviorType: null,
  selectedSkillId: null,
  showBehaviorSheet: false,
  showSkillSheet: false,
  showStudentProfile: false,
  showCSVImport: false,
} satisfies Partial<UiState>;

export const useUiStore = create<UiState>()((set, get) => ({
  ...initial,
  toggleStudentSelection: (studentId) => {
    const ids = get().selectedStudentIds;
    set({
      selectedStudentIds: ids.includes(studentId)
        ? ids.filter((id) => id !== studentId)
        : [...ids, studentId],
    });
  },
  setSelectedStudentIds: (studentIds) => set({ selectedStudentIds: [...studentIds] }),
  clearSelection: () => set({ selectedStudentIds: [] }),
  openBehaviorSheet: (behaviorType) =>
    set({ showBehaviorSheet: true, selectedBehaviorType: behaviorType, selectedStudentIds: [] }),
  closeBehaviorSheet: () =>
    set({ showBehaviorSheet: false, selectedBehaviorType: null, selectedStudentIds: [] }),
  openSkillSheet: (skillId) =>
    set({ showSkillSheet: true, selectedSkillId: skillId, selectedStudentIds: [] }),
  closeSkillSheet: () => set({ showSkillSheet: false, selectedSkillId: null, selectedStudentIds: [] }),
  openStudentProfile: (studentId) => set({ showStudentProfile: true, selectedStudentId: studentId }),
  closeStudentProfile: () => set({ showStudentProfile: false, selectedStudentId: null }),
  setShowCSVImport: (open) => set({ showCSVImport: open }),
  reset: () => {
    dismissUndo();
    set({ ...initial, selectedStudentIds: [] });
  },
}));
