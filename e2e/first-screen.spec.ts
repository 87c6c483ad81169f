import { expect, test, type APIRequestContext } from '@playwright/test';
import { appShown, PHONE, watchConsoleErrors } from './e2e-test-kit.ts';

/** Demo data the pages that name one thing show. */
async function demoPaths(request: APIRequestContext) {
  const data = async <T>(path: string) =>
    ((await (await request.get(`/api/v1${path}`)).json()) as { data: T }).data;
  const socials = await data<{ data: { id: string; name: string }[] }>('/cms/socials/badminton');
  type Coach = { id: string; firstName: string; lastName: string };
  const venues = await data<{ id: string; name: string; coaches: Coach[] }[]>('/training/tennis');
  const social = socials.data[0];
  const venue = venues.find((candidate) => candidate.coaches.length > 0);
  if (!social || !venue?.coaches[0]) throw new Error('the demo data has no social or coach');
  return { social, venue, coach: venue.coaches[0] };
}

// Every public route, with what its first screen shows: its heading and, where it has data, a
// piece of it.
async function publicScreens(request: APIRequestContext) {
  const { social, venue, coach } = await demoPaths(request);
  const socialPath = `/sports/badminton/social?id=${social.id}`;
  const venuePath = `/training/tennis/venue/${venue.id}`;
  return [
    { path: '/', heading: 'Find Your Perfect Game' },
    { path: '/signup', heading: 'Sign Up' },
    { path: '/sports', heading: 'Join a Social' },
    { path: '/sports/badminton', heading: 'Badminton Socials', data: social.name },
    { path: socialPath, heading: social.name },
    { path: '/book', heading: 'Book a Court', data: 'MSAC' },
    { path: '/stadiums/msac', heading: 'Available sports at MSAC stadium' },
    { path: '/stadiums/msac/badminton', heading: 'Badminton Courts at MSAC' },
    { path: '/training', heading: 'Pick a Sport' },
    { path: '/training/tennis', heading: 'Tennis Training', data: venue.name },
    { path: venuePath, heading: `Available Coaches at ${venue.name}` },
    { path: `${venuePath}/coach/${coach.id}`, heading: `${coach.firstName} ${coach.lastName}` },
  ];
}

test.describe("a visitor's first screen comes with the page", () => {
  test('before any script runs, every public route shows its screen and its data', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    for (const screen of await publicScreens(request)) {
      await page.goto(screen.path);
      // Hidden from assistive technology (and so from role queries) until the app renders it.
      await expect(page.locator('#root > [inert][aria-hidden="true"] h1'), screen.path).toHaveText(
        screen.heading,
      );
      if (screen.data) await expect(page.getByText(screen.data).first()).toBeVisible();
    }
    await context.close();
  });

  test('the app then takes the screen over in place: nothing moves, nothing fails', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    const errors = watchConsoleErrors(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as { value: number } & PerformanceEntry).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const screen of await publicScreens(request)) {
      await page.goto(screen.path);
      await appShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifted, screen.path).toEqual([]);
      // The scripts were asked for only once the server's screen was on screen.
      const { paintedAt, scriptsAskedAt } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptsAskedAt: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(paintedAt, screen.path).toBeGreaterThan(0);
      expect(scriptsAskedAt.length, screen.path).toBeGreaterThan(0);
      expect(Math.min(...scriptsAskedAt), screen.path).toBeGreaterThanOrEqual(
        paintedAt ?? Infinity,
      );
    }
    expect(errors).toEqual([]);
  });
});
