import type {
  MyBooking,
  MyBookings,
  MyCourtBookings,
  MyJoinRequest,
  MyWaitlistEntry,
  Social,
} from '@betterplay/contracts';
import { STORY_PLAYER_ID } from '../../storybook/story-socket.ts';
import { aCourtBooking, alex } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';

/** The story player's activity (plain data: stories import no test kit). */

const oneTime = (overrides: Partial<Social>): Social => ({
  ...FRIDAY_SMASH,
  eventType: 'oneTime',
  recurrenceDay: null,
  recurrenceWeekday: null,
  ...overrides,
});

const booking = (id: string, social: Social): MyBooking => ({
  id,
  bookingDate: '2099-01-20T09:00:00.000Z',
  pricePaid: social.price,
  social,
  attendees: [{ id: 'u-olivia', firstName: 'Olivia', lastName: 'Chen', avatar: '' }],
});

export const SATURDAY_SMASH = oneTime({
  id: '31111111-1111-4111-8111-111111111111',
  name: 'Saturday Smash',
  date: '2099-03-07',
});

export const SUNDAY_RALLY = oneTime({
  id: '32222222-2222-4222-8222-222222222222',
  name: 'Sunday Rally',
  sport: 'Tennis',
  category: 'tennis',
  venue: 'Melbourne Park',
  date: '2099-03-08',
  time: '10:00:00',
});

export const KICKABOUT = oneTime({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Saturday Kickabout',
  sport: 'Soccer',
  category: 'soccer',
  venue: 'Docklands',
  date: '2099-03-14',
  time: '09:00:00',
  capacity: 14,
  attendees: 14,
  waiting: 3,
});

export const OLD_CUP = oneTime({
  id: '34444444-4444-4444-8444-444444444444',
  name: 'Old Cup',
  date: '2020-05-01',
  isPast: true,
});

export const WEEKLY_HOOPS: Social = {
  ...FRIDAY_SMASH,
  id: '35555555-5555-4555-8555-555555555555',
  name: 'Weekly Hoops',
  sport: 'Basketball',
  category: 'basketball',
};

export const MY_BOOKINGS: MyBookings = {
  upcomingBookings: [booking('b-1', SATURDAY_SMASH)],
  recurringBookings: [booking('b-2', WEEKLY_HOOPS)],
  pastBookings: [booking('b-3', OLD_CUP)],
};

export const NO_BOOKINGS: MyBookings = {
  upcomingBookings: [],
  recurringBookings: [],
  pastBookings: [],
};

/** A request still waiting for the organiser. */
export const MY_REQUESTS: MyJoinRequest[] = [
  {
    id: 'r-1',
    status: 'pending',
    message: 'Happy to play either side',
    createdAt: '2099-03-01T09:00:00.000Z',
    social: SUNDAY_RALLY,
  },
];

/** Second in line for the full kickabout. */
export const MY_WAITLIST: MyWaitlistEntry[] = [
  { socialId: KICKABOUT.id, position: 2, offer: null },
];

export const MY_COURTS: MyCourtBookings = {
  upcoming: [
    aCourtBooking({ owner: { ...alex, id: STORY_PLAYER_ID }, date: '2099-03-08', time: '07:00' }),
  ],
  past: [],
  invitations: [],
};
