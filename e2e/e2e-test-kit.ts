import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createDatabase } from '../apps/server/src/test/admin-database.ts';
import { startPrivateRedis, type PrivateRedis } from '../apps/server/src/test/private-redis.ts';
import {
  spawnServer,
  stopServer,
  untilListening,
  type RunningServer,
} from '../apps/server/src/test/server-process.ts';
import { DEFAULT_DATABASE_URL } from '../apps/server/src/test/test-services.ts';

/**
 * The end-to-end specs' kit: signing in, the API calls that set a scene up, browser contexts
 * at a phone's and a desktop's size with axe-core, console errors, and a private stack of
 * servers for the specs that stop parts of it.
 */

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

/**
 * A one-time social in four days, organised by the holder of `token`; answers its id. Free
 * unless a price is given: joining a paid one needs a saved card (the demo players have one).
 */
export async function createSocialAs(
  request: APIRequestContext,
  token: string,
  name: string,
  capacity = 6,
  price = 0,
) {
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
      capacity,
      price,
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

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A browser context of the given size, signed in through the token cookie when asked. */
export async function sizedContext(
  browser: Browser,
  viewport: { width: number; height: number },
  signedInAs?: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, colorScheme });
  if (signedInAs) {
    const token = await apiToken(context.request, signedInAs);
    await context.addCookies([
      { name: 'pacecustomertoken', value: token, url: test.info().project.use.baseURL ?? '' },
    ]);
  }
  return context;
}

/**
 * Waits for the app to have taken over the screen the server rendered with the page (inert until
 * then, apps/server/src/plugins/first-screen-render.ts): what a person uses is the app's.
 */
export async function appShown(page: Page) {
  await page.locator('#root > [inert]').waitFor({ state: 'detached' });
}

/** axe-core's serious and critical violations on the app's page as it is now, one line each. */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  await appShown(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      return `${where}: ${violation.id} (${violation.impact}) at ${nodes.join(', ')}`;
    });
}

/** Waits for opening animations (fades, slides) to end, so axe sees the overlay's real colours. */
export async function afterAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Collects console errors and page errors (a CSP violation shows up here), for a final check. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Failed sign-ins log the product's 401 line on purpose; anything else is a defect.
    if (message.type() === 'error' && !message.text().includes('401')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Two API processes (as docker-compose runs them) on a PostgreSQL database and a redis-server of
 * their own, for specs that break what the shared e2e server stands on. Nothing here touches the
 * shared Redis on 6379 or another test's database.
 */
export type PrivateStack = {
  redis: PrivateRedis;
  /** the API process the test writes through */
  writer: RunningServer;
  /** the API process the browsers are on */
  reader: RunningServer;
};

const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;

/**
 * Starts the stack; `stop()` ends whatever has started so far, so it belongs in `afterAll` even
 * when `start()` did not finish (a hook's timeout does not unwind it).
 */
export function privateStack() {
  const stopping: (() => Promise<void>)[] = [];
  /** Registered for `stop()` before it is ready: a server that hangs at start is ended too. */
  const startServerProcess = async (env: Record<string, string>): Promise<RunningServer> => {
    const server = spawnServer(env);
    stopping.push(() => stopServer(server));
    return untilListening(server);
  };

  return {
    async start(): Promise<PrivateStack> {
      const redis = await startPrivateRedis();
      stopping.push(() => redis.stop());
      const database = await createDatabase(adminUrl, 'bp_e2e');
      stopping.push(() => database.drop());
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: `bp-e2e:${database.name}:`,
        // Both processes must accept each other's tokens.
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_IP: '200',
        AUTH_RATE_LIMIT_PER_EMAIL: '100',
        // Its organisers sign up and create socials at once: verification is another spec's.
        EMAIL_VERIFICATION: 'off',
      };
      // One after the other: the first migrates and seeds, the second finds it done.
      const writer = await startServerProcess(env);
      const reader = await startServerProcess(env);
      return { redis, writer, reader };
    },
    /** Servers first (they hold the database's connections), then the database, then Redis. */
    async stop() {
      const failures: unknown[] = [];
      for (const step of stopping.splice(0).reverse())
        await step().catch((error) => failures.push(error));
      if (failures.length > 0)
        throw new AggregateError(failures, 'the private stack did not stop cleanly');
    },
  };
}

/**
 * WCAG 1.4.10 reflow on the page as it is now: the page does not scroll sideways, and no
 * visible element cuts its own content off (overflow hidden or clip, an ellipsis included). A
 * data grid scrolling inside its own box (overflow auto) is allowed, and so is a one-line
 * preview marked `data-preview` whose whole text is a tap away (a conversation's last message).
 * Form fields scroll their own text and are skipped. One line per problem.
 */
export async function reflowProblems(page: Page, where: string): Promise<string[]> {
  await appShown(page);
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const sideways = root.scrollWidth - root.clientWidth;
    if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement) || element.closest('[data-preview]')) continue;
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (sr-only) is 1 px wide on purpose.
      if (box.width <= 1 || box.height <= 1 || element.offsetParent === null) continue;
      const cut = element.scrollWidth - element.clientWidth;
      if (cut <= 1 || !['hidden', 'clip'].includes(getComputedStyle(element).overflowX)) continue;
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      problems.push(`<${element.tagName.toLowerCase()}> "${text}" cuts off ${cut} px`);
    }
    return problems;
  });
  return found.map((problem) => `${where}: ${problem}`);
}
