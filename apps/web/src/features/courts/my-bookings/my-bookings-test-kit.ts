import type { MyBookings, MyCourtBookings } from '@betterplay/contracts';
import {
  fakeApi,
  type FakeRequest,
  type FakeResponse,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
} from '../../../test/app-test-kit.tsx';

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
