import type { ReactNode } from 'react';
import { create } from 'zustand';
import { errorMessage } from './api';

// The one notification system (decision 0159): toasts, and the undo toasts below. One toast at a
// time (a new one replaces the current), 5000 ms by default; swipe right and the F8 hotkey come
// from Radix Toast (components/ui/toaster).
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
  /** The undo toasts, newest first. */
  undos: UndoToast[];
  dismiss: (id?: string) => void;
}

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  undos: [],
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

// Undo toasts: a write that can be taken back says so here, with Undo for UNDO_WINDOW_MS
// (decision 0072). They stack (the newest in front, up to UNDO_STACK_LIMIT, each with its own
// 10 s) and sit in the toasts' place (decision 0152); the plain toast comes in front of them for
// its 5 s. Rendered by components/ui/undo-toast.tsx, mounted at the root in the first download
// rather than inside the lazily loaded Toaster (decision 0159).

export const UNDO_WINDOW_MS = 10_000;
export const UNDO_STACK_LIMIT = 3;

/**
 * The undo of an action that cannot be undone (a deletion): the undo toast then shows its
 * message with a Dismiss button instead of Undo.
 */
export const UNDO_NOT_AVAILABLE = () => {};

export interface UndoToast {
  id: string;
  /** What happened, shown first in bold ('Behavior Applied'); the message says what and for whom. */
  title?: string;
  message: string;
  /** Reports failure by throwing (or rejecting). */
  undo: () => void | Promise<void>;
  timestamp: number;
}

let undoCounter = 0;
const undoTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Takes the undo toast away (all of them without an id: sign-out). */
export function dismissUndo(id?: string) {
  const ids = id ? [id] : [...undoTimers.keys()];
  for (const each of ids) {
    clearTimeout(undoTimers.get(each));
    undoTimers.delete(each);
  }
  useToastStore.setState(({ undos }) => ({ undos: id ? undos.filter((u) => u.id !== id) : [] }));
}

/** Shows an undo toast for UNDO_WINDOW_MS (or until used or dismissed). */
export function toastUndo({
  title,
  message,
  undo,
}: Pick<UndoToast, 'title' | 'message' | 'undo'>): UndoToast {
  const item: UndoToast = { id: `undo-${++undoCounter}`, title, message, undo, timestamp: Date.now() };
  const { undos } = useToastStore.getState();
  for (const dropped of undos.slice(UNDO_STACK_LIMIT - 1)) dismissUndo(dropped.id);
  undoTimers.set(
    item.id,
    setTimeout(() => dismissUndo(item.id), UNDO_WINDOW_MS),
  );
  useToastStore.setState(({ undos }) => ({ undos: [item, ...undos] }));
  return item;
}

/** Undo pressed (or Ctrl+Z): runs it and says 'Action Undone' or 'Undo Failed' in a toast. */
export async function runUndo(item: UndoToast) {
  dismissUndo(item.id);
  try {
    await item.undo();
    toast({ title: 'Action Undone', description: item.message, variant: 'success' });
  } catch (error) {
    toastError('The action could not be undone', error, 'Undo Failed');
  }
}
