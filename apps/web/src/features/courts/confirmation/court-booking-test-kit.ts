import type { CourtAvailability } from '@betterplay/contracts';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { installFakeSockets } from '../../../lib/realtime/realtime-test-kit.tsx';
import {
  created,
  fakeApi,
  type FakeRequest,
  type FakeResponse,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../../test/app-test-kit.tsx';
import { friends, makeHold } from '../booking-fixtures.ts';
import { makeCourt, makeStadium } from '../courts-fixtures.ts';

/** The court confirmation page's tests: its address, a fake API for it, and ways to read it. */

export const DATE = '2030-05-01';
export const PAGE = `/stadiums/msac/tennis/court/1?date=${DATE}&time=14:00`;
export const court1 = makeCourt(1, ['14:00', '15:00', '16:00']);
export const TITLE = 'Confirmation for booking Court 1';

export const unavailable = (...freeTimes: string[]) => ({
  status: 409,
  body: {
    message: 'This court is no longer available at that time',
    statusCode: 409,
    code: 'COURT_UNAVAILABLE',
    details: freeTimes.map((time) => ({ path: 'freeTimes', message: time })),
  },
});

type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse);

/** A hold answer built from the request, numbered so each new hold has its own id. */
export function holds(...answers: Array<FakeResponse | 'hold'>) {
  let count = 0;
  return (request: FakeRequest): FakeResponse => {
    const answer = answers.shift() ?? 'hold';
    if (answer !== 'hold') return answer;
    count += 1;
    const body = request.body as { time: string; durationHours: number; date: string };
    return created(
      makeHold({
        id: `9a0b7c1d-0000-4000-8000-00000000000${count}`,
        date: body.date,
        time: body.time,
        durationHours: body.durationHours,
        priceCents: body.durationHours === 1 ? 2800 : 5200,
      }),
    );
  };
}

export function serve({
  signedIn = true,
  courts = [court1],
  routes = {},
}: {
  signedIn?: boolean;
  courts?: CourtAvailability[];
  routes?: Record<string, Handler>;
} = {}) {
  if (signedIn) setTokenCookie(makeToken());
  installFakeSockets();
  return fakeApi({
    'GET /user/profile': ok(sampleProfile),
    // The sandbox: every method charges the saved card (Stripe's wallets: court-booking-wallet.test).
    'GET /payments/config': ok({ provider: 'sandbox', publishableKey: null }),
    'GET /stadiums/msac': ok(makeStadium()),
    'GET /stadiums/msac/tennis/availability': ok(courts),
    'POST /user/court/holds': holds(),
    'DELETE /user/court/holds/9a0b7c1d-0000-4000-8000-000000000001': ok(null),
    'DELETE /user/court/holds/9a0b7c1d-0000-4000-8000-000000000002': ok(null),
    'GET /user/friends': ok(friends),
    ...routes,
  });
}

export const requestsTo = (requests: FakeRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path);
export const holdRequests = (requests: FakeRequest[]) =>
  requestsTo(requests, 'POST', '/user/court/holds').map((request) => request.body);
export const payments = (requests: FakeRequest[]) =>
  requestsTo(requests, 'POST', '/user/court/bookings');

export async function openPage(path = PAGE, title = TITLE) {
  const view = renderApp(path);
  // The first test of a run also loads the page's lazy chunk.
  expect(
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
  ).toBeVisible();
  return view;
}

export const payButton = (name: RegExp | string = /^Confirm payment of/) =>
  screen.findByRole('button', { name });
