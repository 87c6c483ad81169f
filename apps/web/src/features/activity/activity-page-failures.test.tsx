import type { MyBookings } from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  LOAD,
  failure,
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { NO_COURT_BOOKINGS } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { makeBooking, makeJoinRequest } from '../socials/socials-test-kit.ts';

const BOOKINGS: MyBookings = {
  upcomingBookings: [makeBooking()],
  recurringBookings: [],
  pastBookings: [],
};

describe('activity, when a list cannot be loaded', () => {
  it("keeps the bookings and says the requests failed, with 'Try again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setTokenCookie(makeToken());
    let attempts = 0;
    fakeApi({
      'GET /user/profile': ok(sampleProfile),
      'GET /user/social/booking': ok(BOOKINGS),
      'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
      'GET /user/social/booking/request': () =>
        ++attempts === 1
          ? failure(429, 'Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED')
          : ok([makeJoinRequest()]),
    });
    const { user } = renderApp('/activity');

    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent(
      'Could not load your join requests: Too many attempts. Please wait a minute and try again.',
    );
    // Above the tabs, which still list the bookings.
    const tabs = screen.getByRole('tablist', { name: 'Your bookings' });
    expect(alert.compareDocumentPosition(tabs)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming (1)' });
    expect(within(panel).getByRole('link', { name: 'Friday Night Smash' })).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
