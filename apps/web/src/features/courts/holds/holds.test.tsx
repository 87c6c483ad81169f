import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../../lib/realtime/realtime-test-kit.tsx';
import {
  created,
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
  type FakeRequest,
} from '../../../test/app-test-kit.tsx';
import { makeHold, makeMyHold } from '../booking-fixtures.ts';
import { makeCourt } from '../courts-fixtures.ts';
import { NO_COURT_BOOKINGS } from '../my-bookings/my-bookings-fixtures.ts';
import {
  DATE,
  PAGE,
  court1,
  holdRequests,
  openPage,
  requestsTo,
  serve,
} from '../confirmation/court-booking-test-kit.ts';

const HOLD_ID = '9a0b7c1d-0000-4000-8000-000000000001';
const SPORT_PAGE = `/stadiums/msac/tennis?date=${DATE}&time=14:00`;

afterEach(() => window.sessionStorage.clear());

const deletes = (requests: FakeRequest[], id: string) =>
  requestsTo(requests, 'DELETE', `/user/court/holds/${id}`);

describe("the player's own holds", () => {
  it('after leaving the confirmation page by its back link, the sport page shows the court free again', async () => {
    // The server's view: 14:00 is taken while the hold lasts.
    let held = false;
    const { requests } = serve({
      routes: {
        'GET /stadiums/msac/tennis/availability': () =>
          ok([makeCourt(1, held ? ['15:00', '16:00'] : ['14:00', '15:00', '16:00'])]),
        'POST /user/court/holds': () => {
          held = true;
          return created(makeHold({ id: HOLD_ID }));
        },
        [`DELETE /user/court/holds/${HOLD_ID}`]: () => {
          held = false;
          return ok({ id: HOLD_ID });
        },
        'GET /user/court/holds': () => ok(held ? [makeMyHold({ id: HOLD_ID })] : []),
      },
    });
    const sockets = installFakeSockets();
    const { user } = await openPage();
    await screen.findByRole('timer');
    // The court's day as pushed to this page once the hold was placed.
    act(() =>
      sockets.current().serverEmit('court:availability-changed', {
        courtId: court1.id,
        date: DATE,
        freeTimes: ['15:00', '16:00'],
      }),
    );

    const back = screen.getByRole('link', { name: 'Back to Tennis courts' });
    expect(back).toHaveAttribute('href', SPORT_PAGE);
    await user.click(back);
    await waitFor(() => expect(deletes(requests, HOLD_ID)).toHaveLength(1));
    const table = await screen.findByRole('table', { name: 'Tennis courts at MSAC' });
    await waitFor(() => expect(within(table).getByText('Available')).toBeVisible());
    expect(within(table).getByRole('link', { name: 'Court 1' })).toHaveAttribute(
      'href',
      `/stadiums/msac/tennis/court/1?date=${DATE}&time=14:00`,
    );
  });

  it('the court page without a time resumes the slot the player holds there that day, not the next free one', async () => {
    const { requests } = serve({
      routes: {
        'GET /user/court/holds': ok([makeMyHold({ time: '15:00' })]),
        'POST /user/court/holds': ok(makeHold({ time: '15:00' })),
      },
    });
    const { router } = renderApp(`/stadiums/msac/tennis/court/1?date=${DATE}`);
    await waitFor(() => expect(router.state.location.search).toContain('time=15:00'));
    await waitFor(() => expect(holdRequests(requests)).toHaveLength(1));
    expect(holdRequests(requests)[0]).toMatchObject({ date: DATE, time: '15:00' });
  });

  it('the sport page marks a slot the player holds, counting down, and links back to it', async () => {
    serve({
      routes: {
        'GET /stadiums/msac/tennis/availability': ok([makeCourt(1, ['15:00']), makeCourt(2, [])]),
        'GET /user/court/holds': ok([
          makeMyHold({
            expiresAt: new Date(Date.now() + 7 * 60_000 + 32_000).toISOString(),
            serverNow: new Date().toISOString(),
          }),
        ]),
      },
    });
    renderApp(SPORT_PAGE);
    const table = await screen.findByRole('table', { name: 'Tennis courts at MSAC' });
    expect(await within(table).findByText(/^Held for you · 7:3\d left$/)).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Court 1' })).toHaveAttribute(
      'href',
      `/stadiums/msac/tennis/court/1?date=${DATE}&time=14:00`,
    );
    // Court 2 is someone else's at 14:00.
    expect(within(table).getByText('Unavailable')).toBeVisible();
    expect(screen.queryByText(/No court is free at/)).toBeNull();
  });

  it('Activity lists the holds with Continue and Release', async () => {
    let holds = [makeMyHold({ id: HOLD_ID })];
    setTokenCookie(makeToken());
    installFakeSockets();
    const { requests } = fakeApi({
      'GET /user/profile': ok(sampleProfile),
      'GET /user/social/booking': ok({
        upcomingBookings: [],
        recurringBookings: [],
        pastBookings: [],
      }),
      'GET /user/social/booking/request': ok([]),
      'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
      'GET /user/court/holds': () => ok(holds),
      [`DELETE /user/court/holds/${HOLD_ID}`]: () => {
        holds = [];
        return ok({ id: HOLD_ID });
      },
    });
    const { user } = renderApp('/activity');
    const section = await screen.findByRole('region', { name: 'Courts held for you' });
    expect(within(section).getByText('Court 1 at MSAC')).toBeVisible();
    expect(within(section).getByText(/^Held for you · \d+:\d\d left$/)).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Continue booking Court 1 at MSAC' }),
    ).toHaveAttribute('href', PAGE);
    await user.click(within(section).getByRole('button', { name: 'Release Court 1 at MSAC' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Courts held for you' })).toBeNull(),
    );
    expect(deletes(requests, HOLD_ID)).toHaveLength(1);
  });

  it('too many holds: names the courts held, and releasing one holds this court', async () => {
    const other = '9a0b7c1d-0000-4000-8000-0000000000b2';
    let refused = true;
    const { requests } = serve({
      routes: {
        'POST /user/court/holds': () =>
          refused
            ? {
                status: 429,
                body: {
                  statusCode: 429,
                  code: 'TOO_MANY_HOLDS',
                  message:
                    'You are already holding 2 courts. Pay for one or let it go before holding another.',
                  details: [],
                },
              }
            : created(makeHold({ id: HOLD_ID })),
        'GET /user/court/holds': ok([
          makeMyHold({ id: other, court: { name: 'Court 3', number: 3 }, time: '09:00' }),
          makeMyHold({ id: 'b1', stadium: { id: 'monash', name: 'Monash' } }),
        ]),
        [`DELETE /user/court/holds/${other}`]: () => {
          refused = false;
          return ok({ id: other });
        },
      },
    });
    const { user } = await openPage();
    expect(
      await screen.findByText(
        'You are already holding 2 courts. Pay for one or let it go before holding another.',
      ),
    ).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Continue booking Court 1 at Monash' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Release Court 3 at MSAC' }));
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(deletes(requests, other)).toHaveLength(1);
    expect(holdRequests(requests)).toHaveLength(2);
  });

  it('a link with a malformed date or time says so and holds nothing', async () => {
    const { requests } = serve();
    await openPage('/stadiums/msac/tennis/court/1?date=bad&time=25:00');
    expect(
      await screen.findByText(
        'This link has the date "bad" and the time "25:00", which is not a day and whole hour we can book. Nothing was held.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another court or day' })).toHaveAttribute(
      'href',
      '/stadiums/msac/tennis',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(holdRequests(requests)).toEqual([]);
  });
});
