import type { Page } from '@playwright/test';

/** Collects console errors and page errors (a CSP violation shows up here), for a final check. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Failed sign-ins log the spec's 401 line on purpose; anything else is a defect.
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
