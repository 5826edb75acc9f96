import { create } from 'zustand';

// Dashboard UI state that is deliberately not persisted: selections, the
// behaviour/skill sheets, the student profile, the CSV import dialog and the undo prompt.

export const UNDO_WINDOW_MS = 10_000;

export interface UndoAction {
  id: string;
  /** What happened, shown first in bold ('Behavior Applied'); the message says what and for whom. */
  title?: string;
  message: string;
  undo: () => void | Promise<void>;
  timestamp: number;
}

interface UiState {
  selectedStudentIds: number[];
  selectedStudentId: number | null;
  selectedBehaviorType: string | null;
  selectedSkillId: number | null;
  undoAction: UndoAction | null;
  showBehaviorSheet: boolean;
  showSkillSheet: boolean;
  showStudentProfile: boolean;
  showCSVImport: boolean;
  showUndo: boolean;

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
  /** Shows the undo prompt for this action; it clears itself after 10 s (or when used). */
  registerUndo: (action: { title?: string; message: string; undo: UndoAction['undo'] }) => UndoAction;
  clearUndo: () => void;
  /** Back to the initial state (used on sign-out). */
  reset: () => void;
}

const initial = {
  selectedStudentIds: [] as number[],
  selectedStudentId: null,
  selectedBehaviorType: null,
  selectedSkillId: null,
  undoAction: null,
  showBehaviorSheet: false,
  showSkillSheet: false,
  showStudentProfile: false,
  showCSVImport: false,
  showUndo: false,
} satisfies Partial<UiState>;

let undoTimer: ReturnType<typeof setTimeout> | undefined;
let undoCounter = 0;

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
  registerUndo: ({ title, message, undo }) => {
    clearTimeout(undoTimer);
    const action: UndoAction = { id: `undo-${++undoCounter}`, title, message, undo, timestamp: Date.now() };
    set({ undoAction: action, showUndo: true });
    undoTimer = setTimeout(() => {
      if (get().undoAction?.id === action.id) set({ undoAction: null, showUndo: false });
    }, UNDO_WINDOW_MS);
    return action;
  },
  clearUndo: () => {
    clearTimeout(undoTimer);
    set({ undoAction: null, showUndo: false });
  },
  reset: () => {
    clearTimeout(undoTimer);
    set({ ...initial, selectedStudentIds: [] });
  },
}));
