import type {
  Notification,
  OrganizerBooking,
  OrganizerJoinRequest,
  OrganizerSocial,
} from '@betterplay/contracts';
import { sampleProfile } from '../../test/fake-api.ts';
import { withPastFlag } from '../../test/with-past-flag.ts';
import { makeToken, setTokenCookie } from '../../test/tokens.ts';

/** Signs Olivia (an organiser) in before the app renders. */
export function signInOrganizer() {
  setTokenCookie(
    makeToken({ sub: 'organizer-1', firstName: 'Olivia', email: 'olivia@example.com' }),
  );
}

export const profileRoute = {
  'GET /user/profile': {
    status: 200,
    body: {
      message: 'OK',
      data: { ...sampleProfile, id: 'organizer-1', firstName: 'Olivia', lastName: 'Stone' },
    },
  },
};

export function aBooking(overrides: Partial<OrganizerBooking> = {}): OrganizerBooking {
  return {
    id: 'booking-1',
    socialId: 'social-1',
    userEmail: 'sam@example.com',
    phone: '0499000111',
    name: 'Sunday Smash',
    socialDate: '2099-06-01',
    socialTime: '18:00:00',
    attendees: 3,
    capacity: 10,
    firstName: 'Sam',
    lastName: 'Lee',
    bookingDate: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aJoinRequest(overrides: Partial<OrganizerJoinRequest> = {}): OrganizerJoinRequest {
  return {
    id: 'request-1',
    socialId: 'social-1',
    userId: 'user-1',
    firstName: 'Alex',
    lastName: 'Morgan',
    avatar: 'avatar.png',
    email: 'alex@example.com',
    socialName: 'Sunday Smash',
    socialDate: '2099-06-01',
    socialTime: '18:00:00',
    attendees: 3,
    capacity: 10,
    message: 'Can I bring a friend?',
    status: 'pending',
    createdAt: new Date().toISOString(),
    organizerReadFlag: true,
    ...overrides,
  };
}

export function aSocial(overrides: Partial<OrganizerSocial> = {}): OrganizerSocial {
  return withPastFlag({
    id: 'social-1',
    name: 'Sunday Smash',
    description: 'Friendly doubles',
    category: 'badminton',
    sport: 'Badminton',
    venue: 'MSAC',
    address: 'Aughtie Dr, Albert Park',
    date: '2099-03-07',
    time: '18:00:00',
    eventType: 'oneTime',
    capacity: 10,
    price: 12.5,
    level: 'beginner',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 0,
    organizer: { id: 'organizer-1', firstName: 'Olivia', lastName: 'Stone', avatar: 'avatar.png' },
    socialBookings: [],
    ...overrides,
  });
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'notification-1',
    kind: 'join-request',
    socialId: 'social-1',
    socialName: 'Sunday Smash',
    joinRequestId: 'request-1',
    firstName: 'Alex',
    lastName: 'Morgan',
    avatar: 'avatar.png',
    email: 'alex@example.com',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    organizerReadFlag: true,
    ...overrides,
  };
}
