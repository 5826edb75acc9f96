import type { ReactNode } from 'react';
import { create } from 'zustand';
import { errorMessage } from './api';

// The one toast system: one toast at a time (a new one replaces the current),
// 5000 ms by default; swipe right and the F8 hotkey come from Radix Toast (components/ui/toaster).
// Dismissed toasts stay in the store, closed, for TOAST_REMOVE_DELAY before they are dropped.

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms (default 5000). */
  duration?: number;
  /** An optional button inside the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  dismiss: (id?: string) => void;
}

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  dismiss: (id) => {
    const ids = id ? [id] : get().toasts.map((t) => t.id);
    for (const tid of ids) {
      if (removeTimers.has(tid)) continue;
      removeTimers.set(
        tid,
        setTimeout(() => {
          removeTimers.delete(tid);
          set({ toasts: get().toasts.filter((t) => t.id !== tid) });
        }, TOAST_REMOVE_DELAY),
      );
    }
    set({ toasts: get().toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)) });
  },
}));

/** Shows a toast; returns its id and a dismiss function. Usable outside React too. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  const id = `toast-${++counter}`;
  const item: ToastItem = { variant: 'default', ...options, id, open: true };
  useToastStore.setState(({ toasts }) => ({ toasts: [item, ...toasts].slice(0, TOAST_LIMIT) }));
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}

/**
 * The failure toast, one shape everywhere: titled 'Error' unless a screen names its own title;
 * the server's message when `error` carries one, otherwise `message`.
 */
export function toastError(message: string, error?: unknown, title = 'Error') {
  return toast({ title, description: errorMessage(error, message), variant: 'destructive' });
}
