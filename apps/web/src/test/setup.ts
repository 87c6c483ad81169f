import '@testing-library/jest-dom/vitest';
import { resetToasts } from '@betterplay/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetPageFocus } from '../app/page-title.ts';
import { forgetDeferredActions } from '../lib/deferred-actions.ts';
import { forgetListSearches } from '../features/socials/last-list-search.ts';
import { clearSelectedSocial } from '../features/socials/selected-social.ts';

// Browser APIs jsdom lacks but Radix and the layout call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
window.scrollTo = () => {};

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

// A wait often spans a lazy screen's first load, which Vite compiles on demand: on a busy
// 2-core CI that took over the library's default second (join-social-page, 2026-11-28).
configure({ asyncUtilTimeout: 5000 });

// Files share one environment (isolate: false), so module-level state starts afresh per test.
afterEach(() => {
  cleanup();
  resetPageFocus();
  clearSelectedSocial();
  forgetListSearches();
  forgetDeferredActions();
  resetToasts();
  window.localStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
