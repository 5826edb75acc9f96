import { create } from 'zustand';

// Students graded in this session leave the quick check list until 'Show All
// Students Again'. Kept per class, in memory only, so the dashboard card and the /homework page
// share one list and a reload starts fresh.

interface HomeworkSessionState {
  gradedByClass: Record<number, readonly number[]>;
  markGraded: (classId: number, studentIds: readonly number[]) => void;
  unmarkGraded: (classId: number, studentIds: readonly number[]) => void;
  resetClass: (classId: number) => void;
}

const NONE: readonly number[] = [];

export const useHomeworkSession = create<HomeworkSessionState>()((set) => ({
  gradedByClass: {},
  markGraded: (classId, studentIds) =>
    set(({ gradedByClass }) => ({
      gradedByClass: {
        ...gradedByClass,
        [classId]: [...new Set([...(gradedByClass[classId] ?? NONE), ...studentIds])],
      },
    })),
  unmarkGraded: (classId, studentIds) =>
    set(({ gradedByClass }) => ({
      gradedByClass: {
        ...gradedByClass,
        [classId]: (gradedByClass[classId] ?? NONE).filter((id) => !studentIds.includes(id)),
      },
    })),
  resetClass: (classId) =>
    set(({ gradedByClass }) => ({ gradedByClass: { ...gradedByClass, [classId]: NONE } })),
}));

/** The ids graded in this session for one class. */
export const useGradedIds = (classId: number) => useHomeworkSession((s) => s.gradedByClass[classId] ?? NONE);
