import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, DESKTOP, PHONE, sizedContext } from './e2e-test-kit.ts';

test.describe.configure({ timeout: 120_000 });

const pad = (value: number) => String(value).padStart(2, '0');
/** Tomorrow as YYYY-MM-DD in the browser's (and server's) local time. */
function tomorrow(): string {
  const at = new Date(Date.now() + 86_400_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth ?? 0);
}

test('Alex books Court 1 at MSAC for 2 hours and splits it with Olivia, who pays her share live; a visitor sees the slot go', async ({
  browser,
}) => {
  const date = tomorrow();
  const alexContext = await sizedContext(browser, DESKTOP, 'player@example.com');
  const oliviaContext = await sizedContext(browser, PHONE, 'organiser@example.com');
  const visitorContext = await sizedContext(browser, PHONE);
  const alex = await alexContext.newPage();
  const olivia = await oliviaContext.newPage();
  const visitor = await visitorContext.newPage();

  // A second browser watches the same courts, signed out.
  await visitor.goto(`/stadiums/msac/tennis?date=${date}&time=10:00`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Tennis Courts at MSAC' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Court 1' })).toBeVisible();
  await expectNoSidewaysScroll(visitor);

  await olivia.goto('/activity');
  await expect(olivia.getByRole('heading', { level: 1 })).toBeVisible();

  // Alex walks from /book to the court.
  await alex.goto('/book');
  await alex.getByRole('link', { name: /MSAC/ }).first().click();
  await expect(
    alex.getByRole('heading', { level: 1, name: 'Available sports at MSAC stadium' }),
  ).toBeVisible();
  await alex
    .getByRole('link', { name: /Tennis/ })
    .first()
    .click();
  await expect(
    alex.getByRole('heading', { level: 1, name: 'Tennis Courts at MSAC' }),
  ).toBeVisible();
  await alex.goto(`/stadiums/msac/tennis?date=${date}&time=10:00`);
  await alex.getByRole('link', { name: 'Court 1' }).click();
  await expect(
    alex.getByRole('heading', { level: 1, name: 'Confirmation for booking Court 1' }),
  ).toBeVisible();

  // The hold takes the slot away from the visitor's page without a reload.
  await expect(alex.getByText('Court held for you')).toBeVisible();
  await expect(alex.getByRole('timer', { name: 'Time left on your hold' })).toHaveText(
    /^(10:00|9:\d\d|09:\d\d)$/,
  );
  await expect(visitor.getByRole('link', { name: 'Court 1' })).toHaveCount(0);

  await alex.getByRole('radio', { name: '2 hours' }).click();
  await expect(alex.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
  await alex.getByRole('button', { name: 'Confirm payment of $52 for 2 hours' }).click();

  const dialog = alex.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, split the cost' }).click();
  await expect(dialog.getByRole('heading', { name: 'Invite friends' })).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search friends' }).fill('Olivia');
  await dialog.getByRole('checkbox', { name: /Olivia Chen/ }).check();
  await dialog.getByRole('button', { name: 'Split 2 ways: $26.00 each' }).click();
  await expect(dialog.getByRole('heading', { name: 'Invitation sent!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(dialog.getByText('Court 1, MSAC')).toBeVisible();
  await expect(dialog.getByText('2 hours')).toBeVisible();
  await expect(dialog.getByText('You, Olivia Chen')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(alex).toHaveURL(/\/activity/);

  // Olivia, on her phone, hears of it live, follows the toast's link and pays her share.
  await expect(
    olivia.getByText('Alex Morgan invited you to split Court 1 at MSAC', { exact: true }),
  ).toBeVisible();
  await olivia.evaluate(() => Reflect.set(window, 'sameDocument', true));
  await olivia.getByRole('link', { name: 'View invitation' }).click();
  await expect(olivia).toHaveURL(/\/activity\?share=/);
  await expect(olivia.locator('[id^="court-share-"][data-highlighted="true"]')).toBeFocused();
  // The app moved within the page: no reload, the live connection kept.
  expect(await olivia.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
  const pay = olivia.getByRole('button', { name: /^Pay my share \(\$26\.00\): Court 1 at MSAC/ });
  await expect(pay).toBeVisible();
  await pay.click();
  await expect(pay).toHaveCount(0);
  await expectNoSidewaysScroll(olivia);

  // Alex sees her share marked paid without reloading.
  const split = alex.getByRole('list', { name: 'Split of Court 1 at MSAC' });
  await expect(split.getByRole('listitem').filter({ hasText: 'Olivia Chen' })).toContainText(
    'Paid',
  );

  await alexContext.close();
  await oliviaContext.close();
  await visitorContext.close();
});

async function registerPlayer(request: APIRequestContext) {
  const email = `card.${Date.now().toString(36)}@e2e.example.com`;
  const response = await request.post('/api/v1/auth/register', {
    data: {
      firstName: 'Casey',
      lastName: 'Card',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      phone: '0412345678',
      age: '30',
      height: '1.75',
      weight: '70',
      sportPreferences: ['Tennis'],
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

test('a new player saves a card from the profile and it shows as Default', async ({
  browser,
  request,
}) => {
  const email = await registerPlayer(request);
  expect(await apiToken(request, email)).toBeTruthy();
  const context = await sizedContext(browser, PHONE, email);
  const page = await context.newPage();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Payment Methods' })).toBeVisible();
  const cards = page.locator('main');
  await page.getByRole('button', { name: 'Update Details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Update Payment Details' });
  await dialog.getByLabel('Cardholder Name').fill('Casey Card');
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel(/Expiry/).fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save Payment Method' }).click();

  await expect(page.getByText('Payment details saved successfully', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(cards.getByText('ending in 4242')).toBeVisible();
  await expect(cards.getByText('Default')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('a player who leaves a court’s page open and opens it again, in two tabs, keeps one hold, sees it on the sport page and releases it from Activity', async ({
  browser,
  request,
}) => {
  const email = await registerPlayer(request);
  const token = await apiToken(request, email);
  const myHolds = async () =>
    (
      (await (
        await request.get('/api/v1/user/court/holds', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { id: string; expiresAt: string }[] }
    ).data;
  const day = new Date(Date.now() + 2 * 86_400_000);
  const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const courtPage = `/stadiums/msac/tennis/court/2?date=${date}&time=12:00`;
  const context = await sizedContext(browser, PHONE, email);

  // The first tab holds the court, then is closed without leaving the page.
  const first = await context.newPage();
  await first.goto(courtPage);
  await expect(first.getByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
  const [held] = await myHolds();
  expect(held).toBeDefined();
  await first.close();

  // Two tabs open the same link: both take up that hold, its countdown unchanged.
  const second = await context.newPage();
  const third = await context.newPage();
  for (const tab of [second, third]) {
    await tab.goto(courtPage);
    await expect(tab.getByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
    await expect(tab.getByText('This court is no longer available at that time')).toHaveCount(0);
  }
  const [resumed, ...others] = await myHolds();
  expect(others).toEqual([]);
  expect({ id: resumed?.id, expiresAt: resumed?.expiresAt }).toEqual({
    id: held?.id,
    expiresAt: held?.expiresAt,
  });
  await second.close();
  await third.close();

  const page = await context.newPage();
  await page.goto(`/stadiums/msac/tennis?date=${date}&time=12:00`);
  const courts = page.getByRole('table', { name: 'Tennis courts at MSAC' });
  await expect(courts.getByText(/^Held for you · \d+:\d\d left$/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/activity');
  const holds = page.getByRole('region', { name: 'Courts held for you' });
  await expect(holds.getByText('Court 2 at MSAC')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await holds.getByRole('button', { name: 'Release Court 2 at MSAC' }).click();
  await expect(holds).toHaveCount(0);
  expect(await myHolds()).toEqual([]);
  await context.close();
});
