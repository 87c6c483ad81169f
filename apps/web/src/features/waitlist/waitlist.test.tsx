import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import {
  clickTwiceAtOnce,
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { NO_COURT_BOOKINGS } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { clearSelectedSocial } from '../socials/selected-social.ts';
import { makeSocial } from '../socials/socials-test-kit.ts';
import { clockTime } from './waitlist-texts.ts';

afterEach(clearSelectedSocial);

const full = makeSocial({ id: 'social-9', name: 'Full Rally', attendees: 8, capacity: 8 });
const PAGE = '/sports/badminton/social?id=social-9';

function serve(
  mine: { socialId: string; position: number; offer: { id: string; expiresAt: string } | null }[],
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  setTokenCookie(makeToken());
  return fakeApi({
    'GET /cms/social/social-9': ok(full),
    'GET /cms/social/social-9/waitlist': ok({ full: true, waiting: 2 }),
    'GET /user/profile': ok(sampleProfile),
    'GET /user/social/social-9/status': ok({ status: 'none' }),
    'GET /user/waitlist': ok(mine),
    ...extra,
  });
}

const waitlist = () => screen.getByRole('region', { name: 'Waitlist' });

describe('the waitlist of a full social', () => {
  it("keeps 'Spot not available' and offers to join the line, with how many wait and a message", async () => {
    let position = 0;
    const { requests } = serve([], {
      'GET /user/waitlist': () =>
        ok(position ? [{ socialId: 'social-9', position, offer: null }] : []),
      'POST /user/socials/social-9/waitlist': () => {
        position = 3;
        return { status: 201, body: { message: 'You joined the waitlist', data: { position } } };
      },
    });
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Spot not available' })).toBeVisible();
    const region = await screen.findByRole('region', { name: 'Waitlist' });
    expect(within(region).getByText('2 players waiting')).toBeVisible();
    await user.type(
      within(region).getByRole('textbox', { name: 'Message to the organiser (optional)' }),
      'Happy to sub',
    );
    await user.click(within(region).getByRole('button', { name: 'Join the waitlist' }));

    expect(await within(waitlist()).findByText('You are 3rd in line')).toBeVisible();
    expect(within(waitlist()).getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.body)).toEqual([{ message: 'Happy to sub' }]);
  });

  it('shows an offer with its deadline and countdown; a double click on Take the place sends once', async () => {
    const expiresAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
    let taken = false;
    const { requests } = serve([], {
      'GET /user/waitlist': () =>
        ok(
          taken ? [] : [{ socialId: 'social-9', position: 1, offer: { id: 'offer-1', expiresAt } }],
        ),
      'POST /user/waitlist/offers/offer-1/accept': () => {
        taken = true;
        return {
          status: 200,
          body: { message: 'The place is yours', data: { socialId: 'social-9' } },
        };
      },
    });
    renderApp(PAGE);
    const region = await screen.findByRole('region', { name: 'Waitlist' });
    expect(
      await within(region).findByText(`A place is yours until ${clockTime(expiresAt)}`),
    ).toBeVisible();
    expect(within(region).getByText(/^(2 h 0 min|1 h 59 min) left$/)).toBeVisible();
    expect(within(region).getByRole('button', { name: 'No thanks' })).toBeEnabled();

    clickTwiceAtOnce(within(region).getByRole('button', { name: 'Take the place' }));
    expect(await screen.findByText('The place is yours')).toBeVisible();
    const accepts = requests.filter((request) => request.path.endsWith('/accept'));
    expect(accepts).toHaveLength(1);
    expect(accepts[0]?.headers.get('Idempotency-Key')).toMatch(/^take-offer-1-/);
  });

  it('is not shown while a place is free', async () => {
    serve([], { 'GET /cms/social/social-9/waitlist': ok({ full: false, waiting: 0 }) });
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Full Rally' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlist' })).toBeNull());
  });
});

describe('an offer made while the player is elsewhere', () => {
  it('shows a toast on any page, naming the social and its deadline, with a way to it', async () => {
    const sockets = installFakeSockets();
    serve([]);
    renderApp('/sports');
    await screen.findByRole('heading', { level: 1 });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    act(() =>
      sockets.current().serverEmit('waitlist:offered', {
        offerId: 'offer-1',
        socialId: 'social-9',
        expiresAt,
      }),
    );
    expect(await screen.findByText(`A place is yours until ${clockTime(expiresAt)}`)).toBeVisible();
    expect(await screen.findByText(/^Full Rally\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take the place or say no' })).toHaveAttribute(
      'href',
      '/sports/badminton/social?id=social-9',
    );
  });
});

describe('an offer on Activity', () => {
  it("is listed under 'Places offered to you' with the social and 'No thanks'", async () => {
    const expiresAt = new Date(Date.now() + 1_800_000).toISOString();
    let declined = false;
    const { requests } = serve([], {
      'GET /user/waitlist': () =>
        ok(
          declined
            ? []
            : [{ socialId: 'social-9', position: 1, offer: { id: 'offer-2', expiresAt } }],
        ),
      'GET /user/social/booking': ok({
        upcomingBookings: [],
        recurringBookings: [],
        pastBookings: [],
      }),
      'GET /user/social/booking/request': ok([]),
      'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
      'POST /user/waitlist/offers/offer-2/decline': () => {
        declined = true;
        return ok({ socialId: 'social-9' }, 'Offer declined');
      },
    });
    const { user } = renderApp('/activity');
    const offers = await screen.findByRole('region', { name: 'Places offered to you' });
    expect(await within(offers).findByRole('link', { name: 'Full Rally' })).toHaveAttribute(
      'href',
      '/sports/badminton/social?id=social-9',
    );
    expect(
      within(offers).getByText(`A place is yours until ${clockTime(expiresAt)}`),
    ).toBeVisible();
    await user.click(within(offers).getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByText('Offer declined')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Places offered to you' })).toBeNull(),
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
