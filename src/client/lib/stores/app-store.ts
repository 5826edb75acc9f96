import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Persisted client state: currentClassId and theme under 'classroom-storage'.
// public/theme-init.js reads the same entry before first paint.

export type Theme = 'light' | 'dark';
export const DEFAULT_CLASS_ID = 1;

interface AppState {
  currentClassId: number;
  theme: Theme;
  setCurrentClassId: (id: number) => void;
  /**
   * When the current class is not among the loaded classes and the list is
   * non-empty, the class with the lowest id becomes current. Call it with the loaded ids.
   */
  ensureCurrentClass: (classIds: readonly number[]) => void;
  /** 'system' is accepted and counts as light. */
  setTheme: (theme: Theme | 'system') => void;
  toggleTheme: () => void;
  /** On sign-out: the next teacher starts from the default class; the theme stays. */
  resetClass: () => void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      currentClassId: DEFAULT_CLASS_ID,
      theme: 'light',
      setCurrentClassId: (id) => set({ currentClassId: id }),
      ensureCurrentClass: (classIds) => {
        if (classIds.length === 0 || classIds.includes(get().currentClassId)) return;
        set({ currentClassId: Math.min(...classIds) });
      },
      setTheme: (theme) => set({ theme: theme === 'dark' ? 'dark' : 'light' }),
      toggleTheme: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
      resetClass: () => set({ currentClassId: DEFAULT_CLASS_ID }),
    }),
    {
      name: 'classroom-storage',
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ currentClassId, theme }) => ({ currentClassId, theme }),
      // Anything unexpected in storage falls back to the defaults.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Pick<AppState, 'currentClassId' | 'theme'>>;
        return {
          ...current,
          currentClassId:
            typeof p.currentClassId === 'number' && Number.isInteger(p.currentClassId)
              ? p.currentClassId
              : DEFAULT_CLASS_ID,
          theme: p.theme === 'dark' ? 'dark' : 'light',
        };
      },
    },
  ),
);

/** Keeps the theme class on <html> in step with the store (call once at start-up). */
export function syncThemeClass(): () => void {
  const apply = (theme: Theme) => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  };
  apply(useAppStore.getState().theme);
  return useAppStore.subscribe((state, prev) => {
    if (state.theme !== prev.theme) apply(state.theme);
  });
}
