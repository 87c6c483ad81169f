import type { CourtBooking, Hold, MyHold, PlayerCard } from '@betterplay/contracts';

/** Test and story data for the confirmation page, shaped like the API's answers. */

export const COURT_1_ID = '6f1c2d3e-0000-4000-8000-000000000001';

/** A hold as GET /user/court/holds lists it: at MSAC, tennis, Court 1 unless told otherwise. */
export function makeMyHold(overrides: Partial<MyHold> = {}): MyHold {
  return {
    ...makeHold(),
    stadium: { id: 'msac', name: 'MSAC' },
    sport: 'tennis',
    court: { name: 'Court 1', number: 1 },
    ...overrides,
  };
}

export function makeHold(overrides: Partial<Hold> = {}): Hold {
  return {
    id: '9a0b7c1d-0000-4000-8000-0000000000a1',
    courtId: COURT_1_ID,
    date: '2030-05-01',
    time: '14:00',
    durationHours: 1,
    priceCents: 2800,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    serverNow: new Date().toISOString(),
    ...overrides,
  };
}

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  avatar: 'avatar.png',
});

export function makeBooking(overrides: Partial<CourtBooking> = {}): CourtBooking {
  return {
    id: '3c4d5e6f-0000-4000-8000-0000000000b1',
    status: 'paid',
    stadium: { id: 'msac', name: 'MSAC', address: 'Aughtie Drive, Albert Park VIC 3206' },
    sport: 'tennis',
    court: { id: COURT_1_ID, name: 'Court 1', number: 1 },
    date: '2030-05-01',
    time: '14:00',
    durationHours: 2,
    priceCents: 5200,
    paymentMethod: 'apple-pay',
    refundedCents: 0,
    owner: person('user-1', 'Alex', 'Morgan'),
    shares: [],
    fullRefundIfCancelled: true,
    createdAt: '2030-04-20T09:00:00.000Z',
    ...overrides,
  };
}

const friend = (id: string, firstName: string, lastName: string, sports: string[]) => ({
  id,
  firstName,
  lastName,
  avatar: 'avatar.png',
  sports,
  isFriend: true,
});

export const olivia: PlayerCard = friend('11111111-1111-4111-8111-111111111111', 'Olivia', 'Chen', [
  'Tennis',
  'Badminton',
]);
export const noah: PlayerCard = friend('22222222-2222-4222-8222-222222222222', 'Noah', 'Patel', [
  'Basketball',
]);
export const mia: PlayerCard = friend('33333333-3333-4333-8333-333333333333', 'Mia', 'Rossi', [
  'Badminton',
]);
export const friends = [olivia, noah, mia];

/** The booking as the split answers it: a pending share for each friend, the remainder on the owner. */
export function splitWith(booking: CourtBooking, invited: PlayerCard[]): CourtBooking {
  const each = Math.floor(booking.priceCents / (invited.length + 1));
  return {
    ...booking,
    shares: invited.map((player, index) => ({
      id: `share-${index + 1}`,
      bookingId: booking.id,
      user: person(player.id, player.firstName, player.lastName),
      amountCents: each,
      status: 'pending',
    })),
  };
}
