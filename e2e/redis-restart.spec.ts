import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import {
  createSocialAs,
  DEMO_PASSWORD,
  type PrivateStack,
  privateStack,
  signInThroughDialog,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

/**
 * What realtime promises: with Redis restarted in the middle of a join-request/accept burst, the
 * organiser's and players' browsers end with every request and decision shown, none twice.
 * Browsers are on one API process, the writes go through the other, and the Redis both use is
 * killed (SIGKILL) for five seconds and comes back empty.
 */
const OUTAGE_MS = 5000;
const PHASES = ['before', 'during', 'after'] as const;

type Person = { firstName: string; lastName: string; email: string; token: string };

const stack = privateStack();
let running: PrivateStack;
let writes: APIRequestContext;

test.beforeAll(async () => {
  // Two servers start one after the other; the first migrates and loads the demo data.
  test.setTimeout(120_000);
  running = await stack.start();
  writes = await apiRequest.newContext({ baseURL: running.writer.url });
});

test.afterAll(async () => {
  await writes?.dispose();
  await stack.stop();
});

test('a Redis restart mid-burst: every request and decision shows once, in every browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = randomBytes(3).toString('hex');
  const organiser = await register('Orla', 'Outage');
  const players = await Promise.all(
    ['Pia', 'Quinn', 'Remy'].map((firstName) => register(firstName, 'Burst')),
  );
  const socialNames = PHASES.map((phase) => `Rally ${phase} the restart ${run}`);
  const socialIds = await Promise.all(
    socialNames.map((name) => createSocialAs(writes, organiser.token, name)),
  );

  // Every list has loaded before the burst: what is tested is the restart, not an event that
  // arrives while a list is still loading.
  const organiserPage = await openSignedIn(browser, organiser, '/organiser');
  const requests = organiserPage.getByRole('table', { name: 'Requests' });
  await expect(requests.getByText('No bookings found matching your search.')).toBeVisible();
  const playerPages = await Promise.all(
    players.map(async (player) => {
      const page = await openSignedIn(browser, player, '/activity');
      // Three pages load at once, and the agenda waits on every list it merges (places,
      // requests, lines, courts): more than the default 5 s on a busy 2-core machine.
      await expect(page.getByText('No upcoming bookings')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: /^Notifications, / }).click();
      await expect(page.getByText('No notifications yet')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByText('No notifications yet')).toBeHidden();
      return page;
    }),
  );
  const toastsSeen = await Promise.all(playerPages.map(recordToasts));
  const errors = [organiserPage, ...playerPages].flatMap(watchConsoleErrors);

  const burst = (phase: number) =>
    Promise.all(
      players.map(async (player) => {
        const requestId = await askToJoin(player, socialIds[phase] ?? '', organiser);
        await accept(organiser, requestId);
      }),
    );

  await burst(0);
  await expectRedisSeenAs('up');
  await running.redis.stop();
  const outageStarted = Date.now();
  await expectRedisSeenAs('down');
  await burst(1);
  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
  await running.redis.restart();
  await burst(2);
  await expectRedisSeenAs('up');

  // The organiser: each request once, in the list that live events fill.
  for (const player of players) {
    for (const socialName of socialNames) {
      await expect(
        requests
          .getByRole('row')
          .filter({ hasText: `${player.firstName} ${player.lastName}` })
          .filter({ hasText: `Requested for ${socialName}` }),
      ).toHaveCount(1);
    }
  }
  await expect(requests.getByRole('row').filter({ hasText: 'Requested for' })).toHaveCount(
    players.length * socialNames.length,
  );

  // Each player: every decision once, as a booking, in the bell and as a toast.
  for (const [index, page] of playerPages.entries()) {
    // Activity shows an agenda first; its table lists the socials by row.
    await page.getByRole('button', { name: 'Table' }).click();
    const upcoming = page.getByRole('table', { name: 'Upcoming bookings' });
    for (const socialName of socialNames) {
      await expect(upcoming.getByRole('row').filter({ hasText: socialName })).toHaveCount(1);
    }
    await expect(upcoming.getByText('Pending', { exact: true })).toHaveCount(0);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toHaveAccessibleName(`Notifications, ${socialNames.length} unread`);
    await bell.click();
    const bellEntries = page.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
    for (const socialName of socialNames) {
      await expect(bellEntries.filter({ hasText: `accepted you into ${socialName}` })).toHaveCount(
        1,
      );
    }
    await expect(bellEntries).toHaveCount(socialNames.length);
    for (const socialName of socialNames) {
      const shown = () =>
        toastsSeen[index]?.filter((text) => text.includes(`You're in: ${socialName}`)).length;
      await expect.poll(shown, { message: `toasts for ${socialName}` }).toBe(1);
    }
  }
  expect(errors).toEqual([]);
});

async function register(firstName: string, lastName: string): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const response = await writes.post('/api/v1/auth/register', {
    data: {
      firstName,
      lastName,
      email,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      phone: '0412345678',
      age: '28',
      height: '1.75',
      weight: '70',
      sportPreferences: ['Badminton'],
    },
  });
  expect(response.status()).toBe(201);
  const token = ((await response.json()) as { data: string }).data;
  return { firstName, lastName, email, token };
}

const bearer = (person: Person) => ({ authorization: `Bearer ${person.token}` });

function userIdOf(person: Person): string {
  const claims: unknown = JSON.parse(
    Buffer.from(person.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  );
  const sub: unknown = typeof claims === 'object' && claims ? Reflect.get(claims, 'sub') : null;
  if (typeof sub !== 'string') throw new Error('a token without a subject');
  return sub;
}

async function askToJoin(player: Person, socialId: string, organiser: Person): Promise<string> {
  const response = await writes.post('/api/v1/user/social/booking/request', {
    headers: bearer(player),
    data: { socialId, organizerId: userIdOf(organiser), message: 'Room for one more?' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function accept(organiser: Person, requestId: string) {
  const response = await writes.put(`/api/v1/organizer/social/request/${requestId}`, {
    headers: bearer(organiser),
  });
  expect(response.status()).toBe(200);
}

/** What the browsers' API process says of Redis: the outage really reached it. */
async function expectRedisSeenAs(state: 'up' | 'down') {
  await expect
    .poll(async () => {
      const response = await writes.get(`${running.reader.url}/api/v1/health`);
      const health = (await response.json()) as { data?: { redis?: { state?: string } } };
      return health.data?.redis?.state;
    })
    .toBe(state);
}

async function openSignedIn(browser: Browser, person: Person, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: running.reader.url });
  const page = await context.newPage();
  await signInThroughDialog(page, person.email, person.firstName);
  await page.goto(path);
  return page;
}

/**
 * Every toast the page shows, as it appears: only one is on screen at a time and each leaves
 * after a few seconds, so a decision shown twice would be gone before the end of the burst. The
 * decisions reach each player seconds apart (one per phase), so each gets a toast of its own.
 */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('recordToast', (text: string) => seen.push(text));
  const observe = () => {
    // A toast's root (Radix Toast): the element a new toast adds.
    const TOAST = 'li[data-swipe-direction]';
    const record = (window as unknown as { recordToast(text: string): void }).recordToast;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches(TOAST)
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>(TOAST));
          for (const toast of toasts) record(toast.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  };
  await page.evaluate(observe);
  return seen;
}
