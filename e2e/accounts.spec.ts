import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  afterAnimations,
  axeProblems,
  createSocialAsOlivia,
  PHONE,
  reflowProblems,
  sizedContext,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

test('a visitor signs up, sees the welcome and lands on their profile signed in', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const email = `jamie.${Date.now()}@example.com`;
  await page.goto('/signup');

  await page.getByLabel('First Name').fill('Jamie');
  await page.getByLabel('Last Name').fill('Rivera');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Age').fill('29');
  await page.getByLabel('Height (m)').fill('1.78');
  await page.getByLabel('Weight (kg)').fill('72');
  await page.getByRole('checkbox', { name: 'Tennis' }).check();
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(
    page.getByText(
      'Welcome, Jamie! Your account has been created. Redirecting to your profile ...',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/profile', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText('Hello, Jamie')).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pacecustomertoken');
  expect(cookie?.path).toBe('/');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  expect(errors).toEqual([]);
});

test('the sign-up form shows the spec messages and refuses a taken email', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please select at least one sport preference')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();

  await page.getByLabel('First Name').fill('Alex');
  await page.getByLabel('Last Name').fill('Again');
  await page.getByLabel('Email').fill('player@example.com');
  await page.getByLabel('Mobile Number').fill('0412345678');
  await page.getByLabel('Age').fill('30');
  await page.getByLabel('Height (m)').fill('1.7');
  await page.getByLabel('Weight (kg)').fill('70');
  await page.getByRole('checkbox', { name: 'Badminton' }).check();
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret124');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration failed', { exact: true })).toBeVisible();
  // In the toast and under the Email field, which is marked.
  await expect(
    page.getByText('An account with this email already exists', { exact: true }),
  ).toHaveCount(2);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'An account with this email already exists',
  );
  await expect(page.getByLabel('First Name')).toHaveValue('Alex');
});

test('Alex signs in from the dialog, opens the side menu and signs out', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Game' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByText('Enter your credentials to access your account.')).toBeVisible();
  await dialog.getByLabel('Email').fill('player@example.com');
  await dialog.getByLabel('Password').fill('password123');
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sign in successful', { exact: true })).toBeVisible();
  await expect(page.getByText('Welcome back, Alex!', { exact: true })).toBeVisible();
  await expect(page.getByText('Hello, Alex')).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const entry of [
    'Switch to Social Organiser',
    'View Profile',
    'Your Activity',
    'Chat',
    'Friends',
  ]) {
    await expect(menu.getByRole('link', { name: entry })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(
    page.getByText('You have been successfully signed out.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Hello, Alex')).toBeHidden();
  expect((await page.context().cookies()).some((c) => c.name === 'pacecustomertoken')).toBe(false);
  expect(errors).toEqual([]);
});

test('a wrong password closes the dialog with the server message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill('player@example.com');
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a visitor choosing Switch to Social Organiser gets the sign-in dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('View Profile')).toHaveCount(0);
  await menu.getByText('Switch to Social Organiser').click();

  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('unknown paths render the home page, and About scrolls to its section', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Game' })).toBeVisible();

  await page.goto('/signup');
  await page.getByRole('navigation', { name: 'Main' }).getByText('About').click();
  await expect(page).toHaveURL(/\/#about-section$/);
  await expect(page.locator('#about-section')).toBeInViewport();
});

test('on a phone, a player turns chat messages by push off from the profile, and it stays off', async ({
  browser,
}) => {
  const context = await sizedContext(browser, PHONE, 'ethan.kim@example.com');
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  await page.goto('/profile');
  const card = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Notifications' }),
  });
  const chatByPush = card.getByRole('switch', { name: 'Chat messages by push' });
  await expect(chatByPush).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Chat messages by email' })).not.toBeChecked();
  expect(await reflowProblems(page, '/profile')).toEqual([]);
  expect(await axeProblems(page, '/profile')).toEqual([]);

  await chatByPush.focus();
  await page.keyboard.press('Space');
  await expect(chatByPush).not.toBeChecked();
  await expect(chatByPush).toBeEnabled();

  await page.reload();
  await expect(card.getByRole('switch', { name: 'Chat messages by push' })).not.toBeChecked();
  await card.getByRole('switch', { name: 'Chat messages by push' }).click();
  await expect(card.getByRole('switch', { name: 'Chat messages by push' })).toBeChecked();
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone, a player finds their calendar address, a calendar app can read it, resetting it retires the old one, and a social saves as a file of its own', async ({
  browser,
  request,
}) => {
  const context = await sizedContext(browser, PHONE, 'lucas.silva@example.com');
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  await page.goto('/profile');
  const card = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Calendar' }),
  });
  const address = card.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/[\w-]{32}\.ics$/);
  const first = await address.inputValue();
  await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    first.replace(/^http:/, 'webcal:'),
  );
  await card.scrollIntoViewIfNeeded();
  expect(await reflowProblems(page, '/profile')).toEqual([]);
  expect(await axeProblems(page, '/profile')).toEqual([]);

  // The address is built from PUBLIC_URL (here the default); this server answers the same path.
  const feedPath = (url: string) => new URL(url).pathname;
  const feed = await request.get(feedPath(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Reset address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the calendar address?' });
  await afterAnimations(page);
  expect(await axeProblems(page, 'the reset dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Reset address' }).click();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await request.get(feedPath(first))).status()).toBe(404);
  expect((await request.get(feedPath(second))).status()).toBe(200);

  // Any social can be added on its own, as a file the phone opens in its calendar app.
  const socialId = await createSocialAsOlivia(request, `Calendar Rally ${Date.now()}`);
  await page.goto(`/sports/badminton/social?id=${socialId}`);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Add to calendar: Calendar Rally/ }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^Calendar-Rally-\d+\.ics$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain(`UID:social-${socialId}@betterplay`);
  expect(errors).toEqual([]);
  await context.close();
});
