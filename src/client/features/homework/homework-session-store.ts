import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Students checked today leave the quick check list until 'Show All Students Again'. Kept per
// class and per day in this browser's local storage (decision 0078), so a reload, a trip to
// another page or a closed tab mid-lesson does not bring graded students back to be graded twice;
// the next day starts with the full list. The dashboard card and /homework share the one list.

/** The browser's local date, YYYY-MM-DD: 'today' is the teacher's day, not the server's. */
export const localDay = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

interface DayProgress {
  day: string;
  ids: readonly number[];
}

interface HomeworkSessionState {
  gradedByClass: Record<number, DayProgress>;
  markGraded: (classId: number, studentIds: readonly number[]) => void;
  unmarkGraded: (classId: number, studentIds: readonly number[]) => void;
  resetClass: (classId: number) => void;
}

const NONE: readonly number[] = [];

/** Today's ids for a class: an entry from an earlier day counts as none. */
const todays = (progress: DayProgress | undefined) =>
  progress && progress.day === localDay() ? progress.ids : NONE;

export const useHomeworkSession = create<HomeworkSessionState>()(
  persist(
    (set) => {
      const update = (classId: number, ids: (today: readonly number[]) => readonly number[]) =>
        set(({ gradedByClass }) => ({
          gradedByClass: {
            ...gradedByClass,
            [classId]: { day: localDay(), ids: ids(todays(gradedByClass[classId])) },
          },
        }));
      return {
        gradedByClass: {},
        markGraded: (classId, studentIds) =>
          update(classId, (today) => [...new Set([...today, ...studentIds])]),
        unmarkGraded: (classId, studentIds) =>
          update(classId, (today) => today.filter((id) => !studentIds.includes(id))),
        resetClass: (classId) => update(classId, () => NONE),
      };
    },
    {
      name: 'homework-check',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only today's lists are kept: older days are dropped on load, so the entry stays small.
      partialize: ({ gradedByClass }) => ({
        gradedByClass: Object.fromEntries(
          Object.entries(gradedByClass).filter(([, p]) => p.day === localDay() && p.ids.length > 0),
        ),
      }),
      // Anything unexpected in storage (an older shape, hand edits) starts the day afresh.
      merge: (persisted, current) => {
        const raw = (persisted as { gradedByClass?: unknown } | undefined)?.gradedByClass;
        const gradedByClass: Record<number, DayProgress> = {};
        if (raw && typeof raw === 'object') {
          for (const [classId, p] of Object.entries(raw as Record<string, unknown>)) {
            const { day, ids } = (p ?? {}) as Partial<DayProgress>;
            if (typeof day === 'string' && Array.isArray(ids) && ids.every(Number.isInteger))
              gradedByClass[Number(classId)] = { day, ids };
          }
        }
        return { ...current, gradedByClass };
      },
    },
  ),
);

/** The ids checked today for one class. */
export const useGradedIds = (classId: number) => useHomeworkSession((s) => todays(s.gradedByClass[classId]));
