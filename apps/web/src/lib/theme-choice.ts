import { THEME_COOKIE } from '@betterplay/contracts';
import { THEME_CHOICES, type ThemeChoice } from '@betterplay/ui';
import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

/** Where the browser keeps the person's theme; absent means follow the device. */
export const THEME_KEY = 'betterplay.theme';

const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return THEME_CHOICES.find((choice) => choice === stored) ?? 'system';
  } catch {
    // Storage can be off (a private window's settings): follow the device.
    return 'system';
  }
}

/** Puts the choice on <html>: the colours (styles.css) follow data-theme, or the device without it. */
export function applyThemeChoice(choice: ThemeChoice = readChoice()) {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  tellTheServer(choice);
}

/** The server paints a visitor's first screen before this script runs: in this theme too. */
function tellTheServer(choice: ThemeChoice) {
  const told = getCookie(THEME_COOKIE) ?? 'system';
  if (told === choice) return;
  if (choice === 'system') removeCookie(THEME_COOKIE);
  else setCookie(THEME_COOKIE, choice, { days: 365 });
}

export function chooseTheme(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // Not remembered, but this page still shows it.
  }
  applyThemeChoice(choice);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyThemeChoice();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The person's theme choice and the way to change it (remembered in this browser). */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'system' as const);
  return [choice, chooseTheme];
}
