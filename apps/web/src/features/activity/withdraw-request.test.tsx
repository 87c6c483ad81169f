import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
import { makeJoinRequest } from '../socials/socials-test-kit.ts';

describe('withdrawing a pending request from Activity', () => {
  it('sends it once and confirms', async () => {
    setTokenCookie(makeToken());
    const request = makeJoinRequest();
    const { requests } = fakeApi({
      'GET /user/profile': ok(sampleProfile),
      'GET /user/social/booking': ok({
        upcomingBookings: [],
        recurringBookings: [],
        pastBookings: [],
      }),
      'GET /user/social/booking/request': ok([request]),
      'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
      [`DELETE /user/social/booking/request/${request.id}`]: ok(null, 'Request withdrawn'),
    });
    const { user } = renderApp('/activity');
    await user.click(
      await screen.findByRole('button', { name: `Details for ${request.social.name}` }),
    );
    clickTwiceAtOnce(
      screen.getByRole('button', { name: `Withdraw request: ${request.social.name}` }),
    );
    expect(await screen.findByText('Request withdrawn')).toBeVisible();
    expect(requests.filter((sent) => sent.method === 'DELETE')).toHaveLength(1);
  });
});
