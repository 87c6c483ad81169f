import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'password123';

/** Signs in through the dialog, as a person would. */
export async function signInThroughDialog(page: Page, email: string, firstName: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
}

export async function newSignedInPage(browser: Browser, email: string, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughDialog(page, email, firstName);
  return page;
}

export async function apiToken(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: string }).data;
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A fresh one-time social of Olivia's, so each run has its own. */
export async function createSocialAsOlivia(request: APIRequestContext, name: string) {
  return createSocialAs(request, await apiToken(request, 'organiser@example.com'), name);
}

/** A one-time social in four days, organised by the holder of `token`; answers its id. */
export async function createSocialAs(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/api/v1/organizer/social', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      venue: 'MSAC',
      address: 'Aughtie Dr, Albert Park VIC 3206',
      description: 'An end-to-end social',
      category: 'badminton',
      date: inDays(4),
      time: '18:30:00',
      capacity: 6,
      price: 10,
      level: 'beginner',
      eventType: 'oneTime',
      recurrenceDay: null,
      recurrenceWeekday: null,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Asks, as `email`, to join a social: a pending request on its organiser's dashboard. */
export async function requestToJoin(request: APIRequestContext, email: string, socialId: string) {
  const social = await request.get(`/api/v1/cms/social/${socialId}`);
  expect(social.ok()).toBe(true);
  const { organizer } = ((await social.json()) as { data: { organizer: { id: string } } }).data;
  const token = await apiToken(request, email);
  const response = await request.post('/api/v1/user/social/booking/request', {
    headers: { authorization: `Bearer ${token}` },
    data: { socialId, organizerId: organizer.id, message: 'On a phone' },
  });
  expect(response.status()).toBe(201);
}
