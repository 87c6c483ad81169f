import type {
  ErrorCode,
  MyBooking,
  MyJoinRequest,
  Social,
  SocialPage,
} from '@betterplay/contracts';
import { withPastFlag } from '../../test/with-past-flag.ts';

/** Test data shaped like the API's answers. */
export function makeSocial(overrides: Partial<Social> = {}): Social {
  return withPastFlag({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Friday Night Smash',
    description: 'Doubles for every level.',
    category: 'badminton',
    sport: 'Badminton',
    venue: 'MSAC',
    address: '1 Aughtie Dr, Albert Park',
    date: '2099-03-07',
    time: '18:00:00',
    eventType: 'oneTime',
    capacity: 10,
    price: 12.5,
    level: 'intermediate',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 3,
    organizer: {
      id: '22222222-2222-4222-8222-222222222222',
      firstName: 'Olivia',
      lastName: 'Chen',
      avatar: 'avatar.png',
    },
    ...overrides,
  });
}

export function makePage(socials: Social[], total = socials.length, page = 1): SocialPage {
  return { data: socials, total, page, pageSize: 5 };
}

export function makeBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    id: 'booking-1',
    bookingDate: '2099-02-01T09:00:00.000Z',
    pricePaid: 12.5,
    social: makeSocial(),
    attendees: [
      { id: 'u1', firstName: 'Alex', lastName: 'Morgan', avatar: '' },
      {
        id: 'u2',
        firstName: 'Sam',
        lastName: 'Lee',
        avatar: 'avatar.png',
      },
    ],
    ...overrides,
  };
}

export function makeJoinRequest(overrides: Partial<MyJoinRequest> = {}): MyJoinRequest {
  return {
    id: 'request-1',
    status: 'pending',
    message: 'Hi!',
    createdAt: '2099-02-02T09:00:00.000Z',
    social: makeSocial({ id: 'social-pending', name: 'Sunday Rally', date: '2099-01-05' }),
    ...overrides,
  };
}

export function ok<T>(data: T, message = 'OK') {
  return { status: 200, body: { message, data } };
}

export function failure(status: number, message: string, code: ErrorCode = 'BAD_REQUEST') {
  return { status, body: { message, statusCode: status, code } };
}
