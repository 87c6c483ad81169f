import type { CourtBooking, MyCourtBookings, Share } from '@betterplay/contracts';

/** Test and story data shaped like the API's court bookings (no app code reads these). */
export const alex = { id: 'user-1', firstName: 'Alex', lastName: 'Morgan', avatar: '' };
export const olivia = { id: 'user-2', firstName: 'Olivia', lastName: 'Stone', avatar: '' };
export const sam = { id: 'user-3', firstName: 'Sam', lastName: 'Lee', avatar: '' };

export const BOOKING_ID = '0b7c3c4e-1d1a-4d55-9a57-3d3f2d0d1a01';
export const OLIVIA_SHARE_ID = '5d2f9a51-6b0e-4f7e-8f1c-1c5e7e3b2a02';
export const SAM_SHARE_ID = '5d2f9a51-6b0e-4f7e-8f1c-1c5e7e3b2a03';

export function aShare(overrides: Partial<Share> = {}): Share {
  return {
    id: OLIVIA_SHARE_ID,
    bookingId: BOOKING_ID,
    user: olivia,
    amountCents: 2600,
    status: 'pending',
    ...overrides,
  };
}

export function aCourtBooking(overrides: Partial<CourtBooking> = {}): CourtBooking {
  return {
    id: BOOKING_ID,
    status: 'paid',
    stadium: { id: 'msac', name: 'MSAC', address: 'Aughtie Dr, Albert Park VIC 3206' },
    sport: 'badminton',
    court: { id: 'c0a8012e-0000-4000-8000-000000000001', name: 'Court 1', number: 1 },
    date: '2099-03-08',
    time: '10:00',
    durationHours: 2,
    priceCents: 5200,
    paymentMethod: 'apple-pay',
    refundedCents: 0,
    owner: alex,
    shares: [],
    fullRefundIfCancelled: true,
    createdAt: '2099-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Alex's booking split with Olivia and Sam, each share in the given status. */
export function aSplitBooking(
  olive: Share['status'] = 'pending',
  samStatus: Share['status'] = 'pending',
  overrides: Partial<CourtBooking> = {},
): CourtBooking {
  const shares = [
    aShare({ status: olive, amountCents: 1733 }),
    aShare({ id: SAM_SHARE_ID, user: sam, status: samStatus, amountCents: 1733 }),
  ];
  const refundedCents = shares
    .filter((share) => share.status === 'paid')
    .reduce((sum, share) => sum + share.amountCents, 0);
  return aCourtBooking({ shares, refundedCents, ...overrides });
}

/** As Olivia sees Alex's booking: an invitation with her share. */
export function anInvitation(
  status: Share['status'] = 'pending',
  overrides: Partial<CourtBooking> = {},
): CourtBooking {
  return aCourtBooking({
    id: '0b7c3c4e-1d1a-4d55-9a57-3d3f2d0d1a09',
    court: { id: 'c0a8012e-0000-4000-8000-000000000002', name: 'Court 2', number: 2 },
    date: '2099-03-09',
    time: '18:00',
    durationHours: 1,
    priceCents: 2800,
    shares: [
      aShare({ status, amountCents: 1400, bookingId: '0b7c3c4e-1d1a-4d55-9a57-3d3f2d0d1a09' }),
    ],
    refundedCents: status === 'paid' ? 1400 : 0,
    ...overrides,
  });
}

export const NO_COURT_BOOKINGS: MyCourtBookings = { upcoming: [], past: [], invitations: [] };
