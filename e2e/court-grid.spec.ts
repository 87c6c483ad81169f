import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeProblems, DESKTOP, PHONE, sizedContext, watchConsoleErrors } from './e2e-test-kit.ts';

test.describe.configure({ timeout: 120_000 });

const pad = (value: number) => String(value).padStart(2, '0');
/** A day `days` from now as YYYY-MM-DD in the browser's (and server's) local time. */
function inDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Presses Tab, as a keyboard user does, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The name of what has the focus (a grid cell names itself with aria-label). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

for (const [size, viewport, days] of [
  ['a phone', PHONE, 3],
  ['a desktop', DESKTOP, 4],
] as const) {
  test(`on ${size}, a player books a court from the grid with the keyboard only`, async ({
    browser,
  }) => {
    const date = inDays(days);
    const context = await sizedContext(browser, viewport, 'player@example.com');
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`/stadiums/msac/badminton?date=${date}&time=18:00`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Badminton Courts at MSAC' }),
    ).toBeVisible();
    const grid = page.getByRole('grid', { name: /^Badminton courts at MSAC on / });
    await expect(grid.getByRole('gridcell', { name: 'Court 1, 6:00 PM, free' })).toBeVisible();

    // The page never scrolls sideways; the grid scrolls inside its own box.
    const widths = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('[data-slot="court-grid"]');
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        grid: box ? box.scrollWidth - box.clientWidth : -1,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(0);
    if (viewport === PHONE) expect(widths.grid).toBeGreaterThan(0);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeProblems(page, `the sport's page, ${scheme} theme`)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // One Tab stop: the chosen time's first free court; the arrows move, Enter books.
    const firstCell = grid.getByRole('gridcell', { name: 'Court 1, 6:00 PM, free' });
    await tabTo(page, firstCell);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Court 1, 7:00 PM, free');
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe('Court 2, 7:00 PM, free');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('Court 2, 6:00 PM, free');
    if (viewport === PHONE) {
      // The focused cell is in view, clear of the sticky court names.
      const cell = grid.getByRole('gridcell', { name: 'Court 2, 6:00 PM, free' });
      await expect(cell).toBeInViewport();
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Court 2, 6:00 PM, free');
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirmation for booking Court 2' }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/court/2\\?date=${date}&time=18:00$`));
    await expect(page.getByText('Court held for you')).toBeVisible();
    const pay = page.getByRole('button', { name: 'Confirm payment of $28 for 1 hour' });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'No, thanks' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/activity/);

    // The booking is made: the grid shows the hour taken.
    await page.goto(`/stadiums/msac/badminton?date=${date}&time=18:00`);
    await expect(
      page
        .getByRole('grid', { name: /^Badminton courts at MSAC on / })
        .getByRole('gridcell', { name: 'Court 2, 6:00 PM, taken' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
