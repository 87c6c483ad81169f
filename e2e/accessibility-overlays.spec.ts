import { expect, test, type Page } from '@playwright/test';
import {
  afterAnimations,
  axeProblems,
  PHONE,
  sizedContext,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

// Each overlay opens, settles and is scanned in turn: a few seconds each.
test.describe.configure({ timeout: 90_000 });

/** Opens a page and waits until its heading is there and its data has arrived. */
async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Scans the page with its overlay open: no serious or critical axe-core violation. */
async function scan(page: Page, where: string, problems: string[]) {
  await afterAnimations(page);
  problems.push(...(await axeProblems(page, where)));
}

test('on a phone, signed out: the sign-in dialog and the side menu', async ({ browser }) => {
  const context = await sizedContext(browser, PHONE);
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const problems: string[] = [];

  await openPage(page, '/', 'Find Your Perfect Game');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn.getByLabel('Email')).toBeVisible();
  await scan(page, 'sign-in dialog', problems);
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  await scan(page, 'side menu', problems);

  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test("on a phone, as the organiser: the bell's panel, an open event and the form's errors", async ({
  browser,
}) => {
  const context = await sizedContext(browser, PHONE, 'organiser@example.com');
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const problems: string[] = [];

  await openPage(page, '/', 'Find Your Perfect Game');
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('list').or(panel.getByText('No notifications yet'))).toBeVisible();
  await scan(page, "the bell's panel", problems);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await openPage(page, '/view-social-events', 'Your Social Events');
  const details = page.getByRole('button', { name: /^Details for / }).first();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await scan(page, 'an expanded event on /view-social-events', problems);

  await openPage(page, '/social-organizer', 'Create Event');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await scan(page, 'the create-event form after an empty submit', problems);

  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
