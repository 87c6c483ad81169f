import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  apiToken,
  createSocialAs,
  DEMO_PASSWORD,
  DESKTOP,
  PHONE,
  reflowProblems,
  sizedContext,
} from './e2e-test-kit.ts';

/** 320 CSS px: a 1280 px window at 400% zoom (WCAG 2.2, 1.4.10). */
const NARROWEST = { width: 320, height: 640 };

/** Text at every limit, without a single space: a layout can only fit it by wrapping. */
const unbroken = (length: number, seed: string) =>
  seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

const run = randomBytes(3).toString('hex');
const player = {
  firstName: `${unbroken(44, 'Bartholomew')}${run}`,
  lastName: unbroken(50, 'Featherstonehaugh'),
  email: `${unbroken(60, 'longmailbox')}${run}@${unbroken(50, 'subdomain')}.${unbroken(40, 'example')}.com`,
};
let socialId = '';
let socialName = '';

/**
 * Reflow problems, and a data table that scrolls sideways: at these widths a table either is a
 * list of cards (a phone) or fits (a desktop), so a long word must wrap in its column.
 */
async function layoutProblems(page: Page, where: string) {
  const scrollingTables = await page
    .locator('[data-slot="data-list"]')
    .evaluateAll((lists) => lists.filter((list) => list.scrollWidth > list.clientWidth + 1).length);
  return [
    ...(await reflowProblems(page, where)),
    ...(scrollingTables > 0 ? [`${where}: ${scrollingTables} table(s) scroll sideways`] : []),
  ];
}

async function bearer(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await apiToken(request, email)}` };
}

test.beforeAll(async ({ request }) => {
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      ...player,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      phone: '0400 000 000',
      age: '30',
      height: '1.8',
      weight: '80',
      sportPreferences: ['Badminton'],
    },
  });
  expect(registered.status()).toBe(201);
  const olivia = await bearer(request, 'organiser@example.com');
  socialName = unbroken(120, `Longest${run}`);
  socialId = await createSocialAs(request, olivia.authorization.slice(7), socialName);
  const social = await request.get(`/api/v1/cms/social/${socialId}`);
  const { organizer } = (await social.json()).data as { organizer: { id: string } };
  const asPlayer = await bearer(request, player.email);
  const asked = await request.post('/api/v1/user/social/booking/request', {
    headers: asPlayer,
    data: { socialId, organizerId: organizer.id, message: unbroken(1000, 'Pleaseletmein') },
  });
  expect(asked.status()).toBe(201);
  const opened = await request.post('/api/v1/user/conversations', {
    headers: asPlayer,
    data: { userId: organizer.id },
  });
  expect(opened.ok()).toBe(true);
  const { id: conversationId } = (await opened.json()).data as { id: string };
  const sent = await request.post(`/api/v1/user/conversations/${conversationId}/messages`, {
    headers: asPlayer,
    data: { clientId: `long-${run}`, body: unbroken(4000, 'Hellooooo') },
  });
  expect(sent.status()).toBe(201);
});

/** Olivia's pages where the player's long texts show, and the composer holding the longest one. */
async function oliviasProblems(browser: Browser, viewport: typeof PHONE) {
  const context = await sizedContext(browser, viewport, 'organiser@example.com');
  const page = await context.newPage();
  const problems: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    problems.push(...(await layoutProblems(page, `${viewport.width} px ${path}`)));
  };
  await check('/organiser');
  await check('/sports/badminton');
  await check(`/sports/badminton/social?id=${socialId}`);
  await check('/view-social-events');
  await check('/chat');
  await page.getByRole('link', { name: new RegExp(`^Open chat with ${player.firstName}`) }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(unbroken(4000, 'Replyyyyy'));
  await expect(page.getByText('4,000 / 4,000')).toBeVisible();
  problems.push(...(await layoutProblems(page, `${viewport.width} px the open conversation`)));
  await context.close();
  return problems;
}

/** The player's own pages: the long name and email, the social they asked to join. */
async function playersProblems(browser: Browser, viewport: typeof PHONE) {
  const context = await sizedContext(browser, viewport, player.email);
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of ['/profile', '/activity', `/sports/badminton/social/join?id=${socialId}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    problems.push(...(await layoutProblems(page, `${viewport.width} px ${path}`)));
  }
  await context.close();
  return problems;
}

for (const viewport of [NARROWEST, PHONE, DESKTOP]) {
  test(`text at its limits wraps inside every box at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const problems = [
      ...(await oliviasProblems(browser, viewport)),
      ...(await playersProblems(browser, viewport)),
    ];
    expect(problems).toEqual([]);
  });
}
