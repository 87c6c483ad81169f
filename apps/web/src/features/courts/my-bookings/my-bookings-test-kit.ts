import type { CourtBooking, MyBookings, MyCourtBookings } from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import {
  fakeApi,
  LOAD,
  type FakeRequest,
  type FakeResponse,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
} from '../../../test/app-test-kit.tsx';
import { NO_COURT_BOOKINGS, olivia, OLIVIA_SHARE_ID } from './my-bookings-fixtures.ts';

const NO_SOCIALS: MyBookings = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };

interface Player {
  id: string;
  firstName: string;
}

/**
 * The activity page's API for a signed-in player (Alex unless told) without socials, with these
 * court bookings, read again on every request.
 */
export function serveCourtBookings(
  court: () => MyCourtBookings,
  more: Record<string, (request: FakeRequest) => FakeResponse> = {},
  player?: Player,
) {
  const who = player ? { id: player.id, firstName: player.firstName } : {};
  setTokenCookie(player ? makeToken({ sub: player.id, firstName: player.firstName }) : makeToken());
  return fakeApi({
    'GET /user/profile': ok({ ...sampleProfile, ...who }),
    'GET /user/social/booking': ok(NO_SOCIALS),
    'GET /user/social/booking/request': ok([]),
    'GET /user/court/bookings': () => ok(court()),
    ...more,
  });
}

export const PAY = `POST /user/court/shares/${OLIVIA_SHARE_ID}/pay`;
export const DECLINE = `POST /user/court/shares/${OLIVIA_SHARE_ID}/decline`;

/** Olivia, signed in, invited to the given bookings. */
export function serveOlivia(
  invitations: () => CourtBooking[],
  more: Record<string, (request: FakeRequest) => FakeResponse> = {},
) {
  const court = () => ({ ...NO_COURT_BOOKINGS, invitations: invitations() });
  return serveCourtBookings(court, more, olivia);
}

/** Olivia's invitation to Court 2 at MSAC, as its row of 'Court invitations'. */
export const invitationRow = async () =>
  within(await screen.findByRole('table', { name: 'Court invitations' }, LOAD)).getByRole('row', {
    name: /Court 2 at MSAC/,
  });
