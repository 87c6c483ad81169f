import type { MyBookings } from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  failure,
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { NO_COURT_BOOKINGS } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { makeBooking } from '../socials/socials-test-kit.ts';

const booking = makeBooking();
const bookings: MyBookings = {
  upcomingBookings: [booking],
  recurringBookings: [],
  pastBookings: [],
};
const PLACE = `/user/socials/${booking.social.id}/place`;

function serve(givePlaceUp: Parameters<typeof fakeApi>[0][string]) {
  setTokenCookie(makeToken());
  return fakeApi({
    'GET /user/profile': ok(sampleProfile),
    'GET /user/social/booking': ok(bookings),
    'GET /user/social/booking/request': ok([]),
    'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
    [`DELETE ${PLACE}`]: givePlaceUp,
  });
}

async function openLeaveDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(
    await screen.findByRole('button', { name: `Details for ${booking.social.name}` }),
  );
  await user.click(
    screen.getByRole('button', { name: `Leave this social: ${booking.social.name}` }),
  );
  return screen.getByRole('dialog', { name: 'Leave this social?' });
}

describe('leaving a social from Activity', () => {
  it('states the refund, sends it, and confirms', async () => {
    const { requests } = serve({
      status: 200,
      body: { message: 'You gave up your place', data: { refund: 'full' } },
    });
    const { user } = renderApp('/activity');
    const dialog = await openLeaveDialog(user);
    expect(within(dialog).getByText('You will get $12.50 back.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Leave this social' }));
    expect(await screen.findByText('You gave up your place')).toBeVisible();
    const sent = requests.filter((request) => request.method === 'DELETE');
    expect(sent.map((request) => [request.path, request.query.get('expectRefund')])).toEqual([
      [PLACE, 'full'],
    ]);
  });

  it('when the refund changed meanwhile, says so and promises the new one', async () => {
    let calls = 0;
    const { requests } = serve(() => {
      calls += 1;
      return calls === 1
        ? failure(
            409,
            'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.',
            'REFUND_POLICY_CHANGED',
          )
        : { status: 200, body: { message: 'You gave up your place', data: { refund: 'none' } } };
    });
    const { user } = renderApp('/activity');
    const dialog = await openLeaveDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Leave this social' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/refunds nothing/);
    expect(
      within(dialog).getByText('It starts within 24 hours, so leaving refunds nothing.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Leave this social' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(2),
    );
    const second = requests.filter((request) => request.method === 'DELETE')[1];
    expect(second?.query.get('expectRefund')).toBe('none');
  });
});
