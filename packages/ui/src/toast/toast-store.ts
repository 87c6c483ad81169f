import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** One button that acts and closes the toast ('Undo'). */
  action?: ToastActionOptions;
}

export interface ToastActionOptions {
  label: string;
  /** How to do the same without the toast, for screen readers (the toast may vanish). */
  altText: string;
  onClick: () => void;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/** The product shows notifications one at a time: a new toast replaces the visible one. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
/** The product keeps dismissed toasts in the store for a very long time before removing them. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: readonly ToastItem[] = [];
let lastId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string): void {
  clearTimeout(removalTimers.get(id));
  removalTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
  if (closing.length === 0) return;
  for (const item of closing) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (closing.includes(item) ? { ...item, open: false } : item)));
}

/** Shows a notification; works outside React (e.g. in query callbacks). */
export function toast(options: ToastOptions): ToastHandle {
  lastId += 1;
  const id = String(lastId);
  const next = [{ ...options, id, open: true }, ...toasts];
  for (const replaced of next.slice(TOAST_LIMIT)) cancelRemoval(replaced.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Empties the store and its timers, so tests start from a clean slate. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  lastId = 0;
  setToasts([]);
}
