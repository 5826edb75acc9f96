import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// Persisted client state: currentClassId and theme under 'classroom-storage'.
// public/theme-init.js reads the same entry before first paint.

export type Theme = 'light' | 'dark';
/**
 * 'system' until the teacher chooses: the page follows the device's dark/light preference, live
 * (a laptop that turns dark at sunset turns the app dark too). The toggle stores a choice, which
 * then wins over the device (decision 0080).
 */
export type ThemeChoice = Theme | 'system';
export const DEFAULT_CLASS_ID = 1;

interface AppState {
  currentClassId: number;
  theme: ThemeChoice;
  setCurrentClassId: (id: number) => void;
  /**
   * When the current class is not among the loaded classes and the list is
   * non-empty, the class with the lowest id becomes current. Call it with the loaded ids.
   */
  ensureCurrentClass: (classIds: readonly number[]) => void;
  setTheme: (theme: ThemeChoice) => void;
  /** Stores the opposite of what is shown now: from then on the choice wins over the device. */
  toggleTheme: () => void;
  /** On sign-out: the next teacher starts from the default class; the theme stays. */
  resetClass: () => void;
}

const readChoice = (value: unknown): ThemeChoice =>
  value === 'dark' || value === 'light' ? value : 'system';

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

/** The theme on screen for a choice: 'system' asks the device. */
export function shownTheme(choice: ThemeChoice): Theme {
  if (choice !== 'system') return choice;
  return darkQuery()?.matches ? 'dark' : 'light';
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      currentClassId: DEFAULT_CLASS_ID,
      theme: 'system',
      setCurrentClassId: (id) => set({ currentClassId: id }),
      ensureCurrentClass: (classIds) => {
        if (classIds.length === 0 || classIds.includes(get().currentClassId)) return;
        set({ currentClassId: Math.min(...classIds) });
      },
      setTheme: (theme) => set({ theme: readChoice(theme) }),
      toggleTheme: () => set({ theme: shownTheme(get().theme) === 'dark' ? 'light' : 'dark' }),
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
          theme: readChoice(p.theme),
        };
      },
    },
  ),
);

/**
 * Keeps the theme class on <html> in step with the store and, while the choice is 'system', with
 * the device's preference as it changes (call once at start-up).
 */
export function syncThemeClass(): () => void {
  const apply = () => {
    const theme = shownTheme(useAppStore.getState().theme);
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
    // The toggle reads this to show the right icon without subscribing to the media query itself.
    useShownTheme.setState({ theme });
  };
  apply();
  const query = darkQuery();
  query?.addEventListener('change', apply);
  const unsubscribe = useAppStore.subscribe((state, prev) => {
    if (state.theme !== prev.theme) apply();
  });
  return () => {
    query?.removeEventListener('change', apply);
    unsubscribe();
  };
}

/** The theme on screen now (the choice, or the device's preference while none is made). */
export const useShownTheme = create<{ theme: Theme }>()(() => ({ theme: shownTheme('system') }));
