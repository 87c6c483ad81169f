import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken, createSocialAsOlivia, requestToJoin } from './e2e-test-kit.ts';

const PHONE = { width: 390, height: 844 };

/** Inside the phone's width: nothing of it needs sideways scrolling to be read. */
async function expectWithinScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
}

/** The first card of a list shows a date, a 12-hour time and 'x/y players', all on screen. */
async function expectCardFacts(page: Page, listName: string) {
  const card = page.getByRole('table', { name: listName }).getByRole('row').nth(1);
  // Cells are named by their value; the card's visible labels are hidden from screen readers.
  // The socials list follows the count with its places chip ('1/6 players 5 places left').
  await expectWithinScreen(card.getByRole('cell', { name: /^\d+ ?\/ ?\d+ players\b/ }));
  await expectWithinScreen(card.getByRole('cell', { name: /\b\d{1,2}:\d{2} (AM|PM)\b/ }).first());
  await expectWithinScreen(card.getByRole('cell', { name: /\b20\d\d\b/ }).first());
}

async function phonePage(page: Page, email?: string) {
  await page.setViewportSize(PHONE);
  if (!email) return;
  const token = await apiToken(page.request, email);
  // The site's root, so the cookie's path is '/' whatever page is open.
  const url = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'pacecustomertoken', value: token, url }]);
}

test('on a phone, socials, events, dashboard and activity lists show date, time and players on screen', async ({
  page,
  request,
}) => {
  const socialId = await createSocialAsOlivia(request, 'Phone Check Social');
  await requestToJoin(request, 'player@example.com', socialId);
  await phonePage(page);
  await page.goto('/sports/badminton');
  await expectCardFacts(page, 'Badminton socials');

  await phonePage(page, 'organiser@example.com');
  await page.goto('/view-social-events');
  await expectCardFacts(page, 'Upcoming events');
  await page.goto('/organiser');
  await expect(page.getByText('Loading bookings...')).toBeHidden();
  await expectCardFacts(page, 'Requests');
  await expectCardFacts(page, 'Bookings');

  await page.context().clearCookies();
  await phonePage(page, 'player@example.com');
  await page.goto('/activity');
  // Activity shows an agenda first; its table is one tap away.
  await page.getByRole('button', { name: 'Table' }).click();
  await page.getByRole('tab', { name: /^Recurring/ }).click();
  await expectCardFacts(page, 'Recurring bookings');
});
