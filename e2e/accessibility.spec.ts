import { expect, test, type Browser } from '@playwright/test';
import { stableId } from '../apps/server/src/db/seed/stable-id.ts';
import {
  axeProblems,
  createSocialAsOlivia,
  DESKTOP,
  PHONE,
  reflowProblems,
  sizedContext,
  watchConsoleErrors,
} from './e2e-test-kit.ts';

/** Every route of the spec's table, with the heading that tells it loaded. */
const PUBLIC_ROUTES = [
  { path: '/', heading: 'Find Your Perfect Game' },
  { path: '/signup', heading: 'Sign Up' },
  { path: '/sports', heading: 'Join a Social' },
  { path: '/sports/badminton', heading: 'Badminton Socials' },
  { path: 'DETAIL', heading: 'Axe Check Social' },
  { path: 'JOIN', heading: 'Join Axe Check Social' },
  { path: '/book', heading: 'Book a Court' },
  { path: '/stadiums/msac', heading: 'Available sports at MSAC stadium' },
  { path: '/stadiums/msac/tennis', heading: 'Tennis Courts at MSAC' },
  { path: '/stadiums/monash/badminton/court/2', heading: 'Confirmation for booking Court 2' },
  { path: '/training', heading: 'Pick a Sport' },
  { path: '/training/badminton', heading: 'Badminton Training' },
  { path: '/training/badminton/venue/msac', heading: 'Available Coaches at MSAC' },
  { path: 'COACH', heading: 'Emma Thompson' },
  { path: '/contact', heading: 'Contact' },
  // The mailed links' pages: the form, and a link without its token.
  { path: '/reset-password?token=not-sent-yet', heading: 'Choose a New Password' },
  { path: '/verify-email', heading: 'Verify Your Email' },
];
const SIGNED_IN_ROUTES = [
  { path: '/organiser', heading: 'Organizer Dashboard' },
  { path: '/social-organizer', heading: 'Create Event' },
  { path: '/view-social-events', heading: 'Your Social Events' },
  { path: '/activity', heading: 'Your Activity' },
  { path: '/profile', heading: 'Your Profile' },
  { path: '/chat', heading: 'Chat' },
  { path: '/friends', heading: 'Friends' },
];

let socialId = '';

// Each route loads, settles and is scanned in turn: about 2 s a route alone, more on a busy
// machine.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  socialId = await createSocialAsOlivia(request, 'Axe Check Social');
});

function pathOf(path: string) {
  if (path === 'DETAIL') return `/sports/badminton/social?id=${socialId}`;
  if (path === 'JOIN') return `/sports/badminton/social/join?id=${socialId}`;
  if (path === 'COACH')
    return `/training/badminton/venue/msac/coach/${stableId('user:coach:msac-emma')}`;
  return path;
}

/** 320 CSS px wide: a 1280 px window at 400% zoom, the width WCAG 2.2's reflow (1.4.10) asks for. */
const ZOOM_400 = { width: 320, height: 640 };

/**
 * At the given size (a 390x844 phone unless told): the page loads its h1 and title, nothing
 * scrolls sideways or is cut off, and axe-core finds no serious or critical violation.
 */
async function checkRoutes(
  browser: Browser,
  routes: typeof PUBLIC_ROUTES,
  {
    signedInAs,
    viewport = PHONE,
    colorScheme = 'light',
  }: { signedInAs?: string; viewport?: typeof PHONE; colorScheme?: 'light' | 'dark' } = {},
) {
  const context = await sizedContext(browser, viewport, signedInAs, colorScheme);
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  const problems: string[] = [];
  for (const route of routes) {
    const path = pathOf(route.path);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(`${route.heading} · Better Play`);
    problems.push(...(await reflowProblems(page, path)));
    problems.push(...(await axeProblems(page, path)));
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}

test('every public route, signed out, on a phone', async ({ browser }) => {
  await checkRoutes(browser, PUBLIC_ROUTES);
});

test('every route, signed in as the organiser, at 320 px (400% zoom)', async ({ browser }) => {
  await checkRoutes(browser, [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES], {
    signedInAs: 'organiser@example.com',
    viewport: ZOOM_400,
  });
});

// The dark theme (the device's setting, which the app follows until someone chooses) is checked
// on the desktop run, every route; the phone's dark theme in court-grid and deep-links specs.
// One run per size: the suite must stay inside CI's time.
test('every route, signed in as the organiser, on a 1280x800 desktop, in the dark theme', async ({
  browser,
}) => {
  await checkRoutes(browser, [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES], {
    signedInAs: 'organiser@example.com',
    viewport: DESKTOP,
    colorScheme: 'dark',
  });
});
