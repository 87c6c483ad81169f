import { expect, test, type Page } from '@playwright/test';
import {
  afterAnimations,
  apiToken,
  axeProblems,
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  sizedContext,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

// axe runs on each page in both themes, which takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The account id a token names (its `sub`). */
function subjectOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Nothing scrolls sideways, and axe finds nothing serious in the light theme or the dark one. */
async function checkPage(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await afterAnimations(page);
    problems.push(...(await axeProblems(page, `${where}, ${scheme} theme`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems).toEqual([]);
}

for (const [size, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`on ${size}, a chat link opened signed out asks to sign in, then opens that chat`, async ({
    browser,
    request,
  }) => {
    const oliviaId = subjectOf(await apiToken(request, 'organiser@example.com'));
    const context = await sizedContext(browser, viewport);
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.goto(`/chat?user=${oliviaId}`);
    // Read as text: once the dialog is open (it may already be), the page behind is hidden from
    // the accessibility tree.
    await expect(page.locator('main h1')).toHaveText('Sign in to see your chat');
    await expect(page).toHaveTitle('Sign in to see your chat · Better Play');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await checkPage(page, 'the chat link signed out, with the dialog');

    // Closed, the page stays, and its 'Sign In' opens the dialog again.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sign in to see your chat' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'the chat link signed out');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill('player@example.com');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();

    // The chat, with Olivia's conversation open (the page then names it: ?conversation=).
    await expect(page.getByText('Hello, Alex')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeAttached();
    await expect(page.getByRole('list', { name: 'Messages with Olivia Chen' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/chat');
    expect(new URL(page.url()).search).toMatch(new RegExp(`^\\?(user=${oliviaId}|conversation=)`));
    await expectNoSidewaysScroll(page, 'the chat after signing in');

    // While it loads, Activity's skeleton fits the screen (its tab row once widened a phone's).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const held = /\/api\/v1\/(activity|me\/)/;
    await page.route(held, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/activity');
    await expect(page.getByText('Loading your activity...')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the activity while it loads');
    answer();
    await page.unroute(held);

    // Signed in, Activity shows the agenda: days under their badges, courts among the socials.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Activity' })).toBeVisible();
    const upcoming = page.getByRole('tabpanel', { name: /^Upcoming \(\d+\)$/ });
    await expect(upcoming.getByRole('region').first()).toBeVisible();
    await expect(upcoming.getByText('Split pending').first()).toBeVisible();
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    await checkPage(page, 'the activity agenda');
    // The table keeps the product's columns.
    await page.getByRole('button', { name: 'Table' }).click();
    if (viewport === DESKTOP) {
      await expect(upcoming.getByRole('columnheader', { name: 'Event Type' })).toBeVisible();
    }
    await expectNoSidewaysScroll(page, 'the activity table');
    expect(errors).toEqual([]);
    await context.close();
  });
}
