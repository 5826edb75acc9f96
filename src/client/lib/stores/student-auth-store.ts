import type { StudentView } from '@shared/accounts/schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The signed-in student as the client remembers it (persisted under
// 'student-auth'). The server session stays the source of truth: useMe() refreshes or clears
// this copy whenever /api/auth/me answers.

interface StudentAuthState {
  student: StudentView | null;
  isAuthenticated: boolean;
  userType: 'student' | null;
  setStudent: (student: StudentView) => void;
  clear: () => void;
}

export const useStudentAuthStore = create<StudentAuthState>()(
  persist(
    (set) => ({
      student: null,
      isAuthenticated: false,
      userType: null,
      setStudent: (student) => set({ student, isAuthenticated: true, userType: 'student' }),
      clear: () => set({ student: null, isAuthenticated: false, userType: null }),
    }),
    {
      name: 'student-auth',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ student, isAuthenticated, userType }) => ({ student, isAuthenticated, userType }),
    },
  ),
);
