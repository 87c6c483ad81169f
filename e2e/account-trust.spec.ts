import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  axeProblems,
  DEMO_PASSWORD,
  newSignedInPage,
  PHONE,
  reflowProblems,
  sizedContext,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

const NEW_PASSWORD = 'a-new-password-42';

async function registerPlayer(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
  const response = await request.post('/api/v1/auth/register', {
    data: {
      firstName,
      lastName: 'Forgetful',
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      phone: '0412345678',
      age: '31',
      height: '1.7',
      weight: '68',
      sportPreferences: ['Tennis'],
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The link to `path` in the newest mail to `email` with `subject`, read from /dev/mail. */
async function linkFromMailbox(page: Page, email: string, subject: string, path: string) {
  const mail = page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: subject });
  // The worker mails within a few seconds of the request.
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mail.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mail.first().click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`the mail has no ${path} link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a forgotten password: the mail, its link, a new password; the old one refused and a browser signed in before signed out', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await registerPlayer(request, 'Robin');
  // A second browser, signed in before the reset.
  const other = await newSignedInPage(browser, email, 'Robin');
  await other.goto('/activity');
  await expect(other.getByText('Hello, Robin')).toBeVisible();

  const context = await sizedContext(browser, PHONE);
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const problems: string[] = [];
  const check = async (where: string) => {
    problems.push(...(await axeProblems(page, where)), ...(await reflowProblems(page, where)));
  };

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await expect(forgot.getByLabel('Email')).toHaveValue(email);
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(
    forgot.getByText('If an account exists for that email, we have sent a link'),
  ).toBeVisible();
  await check('the forgot-password answer');
  await page.keyboard.press('Escape');

  const resetPath = await linkFromMailbox(
    page,
    email,
    'Reset your Better Play password',
    '/reset-password',
  );
  await page.goto(resetPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a New Password' }),
  ).toBeVisible();
  await check('the reset page');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Hello, Robin')).toBeVisible();
  await expect(
    page.getByText('Your password has been changed and you are signed in').first(),
  ).toBeVisible();

  // The browser signed in before is signed out with no reload: its socket is closed, and its
  // token refused. (Its page then asks to sign in, in a dialog or on the page.)
  await expect(other.getByText('Hello, Robin')).toBeHidden({ timeout: 15_000 });
  await expect(other.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  const otherCookies = await other.context().cookies();
  expect(otherCookies.some((cookie) => cookie.name === 'pacecustomertoken')).toBe(false);

  expect(errors).toEqual([]);

  // The link works once (the browser logs the 400 it answers).
  await page.goto(resetPath);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByLabel('Confirm password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByText('This link has expired or has already been used.').first(),
  ).toBeVisible();

  const oldPassword = await request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(oldPassword.status()).toBe(401);
  const newPassword = await request.post('/api/v1/auth/login', {
    data: { email, password: NEW_PASSWORD },
  });
  expect(newPassword.status()).toBe(200);

  expect(problems).toEqual([]);
  await context.close();
  await other.context().close();
});
