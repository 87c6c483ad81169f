import { useSyncExternalStore } from 'react';

/** How long an action waits for Undo before it is sent. */
export const UNDO_WINDOW_MS = 5_000;

interface Deferred {
  run: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Actions waiting for their Undo window to pass, by key, held in memory outside React: leaving a
 * screen does not cancel one. Leaving the app (a reload, closing the tab, the tab going to the
 * background where it may be discarded) or signing out sends every waiting action at once, so
 * none is lost; their requests use `keepalive`, which lets them outlive the page.
 */
const waiting = new Map<string, Deferred>();
const listeners = new Set<() => void>();
let keys: ReadonlySet<string> = new Set();

function changed() {
  keys = new Set(waiting.keys());
  listeners.forEach((listener) => listener());
}

function runNow(key: string) {
  const deferred = waiting.get(key);
  if (deferred === undefined) return;
  clearTimeout(deferred.timer);
  waiting.delete(key);
  changed();
  deferred.run();
}

/**
 * Runs `run` after `delayMs` unless `undoAction(key)` comes first. A second action under a
 * waiting key replaces nothing: the first one stands.
 */
export function deferAction(key: string, run: () => void, delayMs = UNDO_WINDOW_MS) {
  if (waiting.has(key)) return;
  waiting.set(key, { run, timer: setTimeout(() => runNow(key), delayMs) });
  changed();
}

/** Cancels the waiting action; false when it was already sent (or never waited). */
export function undoAction(key: string): boolean {
  const deferred = waiting.get(key);
  if (deferred === undefined) return false;
  clearTimeout(deferred.timer);
  waiting.delete(key);
  changed();
  return true;
}

/** Sends every waiting action now. */
export function flushDeferredActions() {
  for (const key of [...waiting.keys()]) runNow(key);
}

/** Drops every waiting action unsent: for tests only. */
export function forgetDeferredActions() {
  for (const { timer } of waiting.values()) clearTimeout(timer);
  waiting.clear();
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The keys of the actions waiting for their Undo window, live. */
export function useDeferredKeys(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => keys,
    () => keys,
  );
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushDeferredActions);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDeferredActions();
  });
}
