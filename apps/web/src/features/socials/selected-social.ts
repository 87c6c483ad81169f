import type { Social } from '@betterplay/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The social the player picked in a list, held in memory: the detail and join pages show it at
 * once, then refresh it from the server by id, so a reload (or a shared link with ?id) works
 * without it.
 */
let selected: Social | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function selectSocial(social: Social | null) {
  selected = social;
  listeners.forEach((listener) => listener());
}

export function clearSelectedSocial() {
  selectSocial(null);
}

export function getSelectedSocial(): Social | null {
  return selected;
}

export function useSelectedSocial(): Social | null {
  return useSyncExternalStore(subscribe, getSelectedSocial, getSelectedSocial);
}
