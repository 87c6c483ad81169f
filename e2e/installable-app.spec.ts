import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import {
  axeProblems,
  PHONE,
  reflowProblems,
  sizedContext,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

/** Waits until the page's service worker has taken it over (it claims open pages on activation). */
async function untilServiceWorkerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
}

test('Chromium can install the app: a manifest with its icons and a service worker that answers offline', async ({
  baseURL,
}) => {
  // A profile on disk, as a person's browser has: Chromium never offers to install from a
  // private (incognito) window, which is what a test's ordinary context is.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bp-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport: PHONE,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = watchConsoleErrors(page);
  await page.goto('/');
  await untilServiceWorkerControls(page);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Better Play', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => icon.sizes)).toEqual([
    '192x192',
    '512x512',
    '512x512',
  ]);

  // The network cut: a page reloaded, or another opened, shows the offline page, not Chromium's.
  await context.setOffline(true);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const problems = [
    ...(await axeProblems(page, 'offline page')),
    ...(await reflowProblems(page, 'offline page')),
  ];
  // The page follows the device's theme: dark is checked too.
  await page.emulateMedia({ colorScheme: 'dark' });
  problems.push(...(await axeProblems(page, 'offline page, dark')));
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems).toEqual([]);
  // Nothing the API answers is kept: offline, a call fails instead of answering from a cache.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return urls.flat();
  });
  expect(cached.some((url) => url.includes('/api/'))).toBe(false);
  expect(cached.some((url) => url.endsWith('/offline.html'))).toBe(true);

  // Back online, Retry brings the address that failed.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('a push reaching the service worker with no tab of the app focused shows a notification that names the item', async ({
  browser,
  baseURL,
}) => {
  const context = await sizedContext(browser, PHONE);
  await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.startsWith(baseURL ?? ''));
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await untilServiceWorkerControls(page);
  const registrationId = await registration;

  // No tab of the app: the page moves away, so the service worker has nobody to tell live.
  await page.goto('about:blank');
  const push = {
    title: 'A place is yours: Friday Rally',
    body: 'A place at Friday Rally is yours until 7:30 PM. Take it or pass it on from Activity.',
    url: '/activity',
    tag: 'event:42',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId,
    data: JSON.stringify(push),
  });

  const reader = await context.newPage();
  await reader.goto('/');
  await expect(async () => {
    const shown = await reader.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return (await ready.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      }));
    });
    expect(shown).toEqual([
      { title: push.title, body: push.body, tag: push.tag, data: { url: '/activity' } },
    ]);
  }).toPass({ timeout: 10_000 });
  await context.close();
});

test('on a phone, the profile’s Notifications card says whether this browser gets push, and axe finds nothing serious', async ({
  browser,
}) => {
  const context = await sizedContext(browser, PHONE, 'lucas.silva@example.com');
  const page = await context.newPage();
  await page.goto('/profile');
  const card = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Notifications' }),
  });
  await expect(card.getByRole('heading', { name: 'Push on this device' })).toBeVisible();
  // Notifications are neither allowed nor refused yet: push is off, one tap away.
  await expect(card.getByRole('button', { name: 'Turn on push' })).toBeVisible();
  await card.getByRole('button', { name: 'Turn on push' }).scrollIntoViewIfNeeded();
  const problems = [
    ...(await axeProblems(page, '/profile')),
    ...(await reflowProblems(page, '/profile')),
  ];
  expect(problems).toEqual([]);
  await context.close();
});
