import type {
  Notification,
  OrganizerBooking,
  OrganizerJoinRequest,
  OrganizerSocial,
  OrganizerWaitlist,
} from '@betterplay/contracts';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';

/**
 * The organiser's data as the page stories show it (plain data: stories import no test kit).
 * Ids are uuids where the API's own checks (e.g. marking notifications read) require them.
 */

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

export const SAM_REQUEST: OrganizerJoinRequest = {
  id: 'a1111111-1111-4111-8111-111111111111',
  socialId: FRIDAY_SMASH.id,
  userId: 'b1111111-1111-4111-8111-111111111111',
  firstName: 'Sam',
  lastName: 'Lee',
  avatar: '',
  email: 'sam@example.com',
  socialName: 'Friday Night Smash',
  socialDate: '2099-03-07',
  socialTime: '18:00:00',
  attendees: 3,
  capacity: 10,
  message: 'Can I bring a friend?',
  status: 'pending',
  createdAt: minutesAgo(30),
  organizerReadFlag: true,
};

/** The request that arrives live while the dashboard is open. */
export const JAMIE_REQUEST: OrganizerJoinRequest = {
  ...SAM_REQUEST,
  id: 'a2222222-2222-4222-8222-222222222222',
  userId: 'b2222222-2222-4222-8222-222222222222',
  firstName: 'Jamie',
  lastName: 'Fox',
  email: 'jamie@example.com',
  socialName: 'Hoops Night',
  socialDate: '2099-12-24',
  socialTime: '09:30:00',
  attendees: 5,
  capacity: 6,
  message: '',
  createdAt: minutesAgo(0),
};

export const PRIYA_REQUEST: OrganizerJoinRequest = {
  ...SAM_REQUEST,
  id: 'a3333333-3333-4333-8333-333333333333',
  userId: 'b3333333-3333-4333-8333-333333333333',
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah.plays.badminton@example.com',
  message: 'First time playing doubles, is that okay?',
  createdAt: minutesAgo(90),
};

export const KIM_BOOKING: OrganizerBooking = {
  id: 'c1111111-1111-4111-8111-111111111111',
  socialId: FRIDAY_SMASH.id,
  userEmail: 'kim@example.com',
  phone: '0400111222',
  name: 'Friday Night Smash',
  socialDate: '2099-03-07',
  socialTime: '18:00:00',
  attendees: 3,
  capacity: 10,
  firstName: 'Kim',
  lastName: 'Nguyen',
  bookingDate: '2099-02-01T10:00:00.000Z',
};

export const HOOPS_BOOKING: OrganizerBooking = {
  ...KIM_BOOKING,
  id: 'c2222222-2222-4222-8222-222222222222',
  socialId: 'd2222222-2222-4222-8222-222222222222',
  userEmail: 'tom@example.com',
  phone: '0499000111',
  name: 'Hoops Night',
  socialDate: '2099-12-24',
  socialTime: '09:30:00',
  attendees: 6,
  capacity: 6,
  firstName: 'Tom',
  lastName: 'Park',
};

/** Sam's booking once the organiser accepts the request. */
export const SAM_BOOKING: OrganizerBooking = {
  ...KIM_BOOKING,
  id: 'c3333333-3333-4333-8333-333333333333',
  userEmail: 'sam@example.com',
  phone: '0411222333',
  firstName: 'Sam',
  lastName: 'Lee',
  attendees: 4,
};

export const WAITLISTS: OrganizerWaitlist[] = [
  {
    socialId: HOOPS_BOOKING.socialId,
    socialName: 'Hoops Night',
    entries: [
      {
        userId: 'b4444444-4444-4444-8444-444444444444',
        firstName: 'Chris',
        lastName: 'Park',
        position: 1,
        offer: null,
      },
      {
        userId: 'b5555555-5555-4555-8555-555555555555',
        firstName: 'Grace',
        lastName: 'Okafor',
        position: 2,
        offer: null,
      },
    ],
  },
];

const booked = (id: string, firstName: string, lastName: string) => ({
  id,
  bookingDate: '2099-02-01T10:00:00.000Z',
  user: {
    id: `user-${id}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    avatar: '',
  },
});

/** One of each tab: a one-time social to come, a weekly and a monthly one, one already held. */
export const ORGANIZER_SOCIALS: OrganizerSocial[] = [
  {
    ...FRIDAY_SMASH,
    id: 'd1111111-1111-4111-8111-111111111111',
    name: 'Saturday Smash',
    eventType: 'oneTime',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 2,
    socialBookings: [booked('k1', 'Kim', 'Nguyen'), booked('k2', 'Tom', 'Park')],
  },
  {
    ...FRIDAY_SMASH,
    socialBookings: [booked('k3', 'Sam', 'Lee')],
    attendees: 1,
  },
  {
    ...FRIDAY_SMASH,
    id: HOOPS_BOOKING.socialId,
    name: 'Hoops Night',
    category: 'basketball',
    sport: 'Basketball',
    eventType: 'monthly',
    recurrenceDay: 24,
    capacity: 6,
    attendees: 6,
    waiting: 2,
    level: 'advanced',
    price: 0,
    socialBookings: [],
  },
  {
    ...FRIDAY_SMASH,
    id: 'd4444444-4444-4444-8444-444444444444',
    name: 'Old Cup',
    sport: 'Tennis',
    category: 'tennis',
    eventType: 'oneTime',
    recurrenceDay: null,
    recurrenceWeekday: null,
    date: '2020-05-01',
    time: '09:00:00',
    isPast: true,
    socialBookings: [],
  },
];

/** Two unread entries (the badge's 2) and two already seen. */
export const NOTIFICATIONS: Notification[] = [
  {
    id: 'e1111111-1111-4111-8111-111111111111',
    kind: 'join-request',
    socialId: FRIDAY_SMASH.id,
    socialName: 'Friday Night Smash',
    joinRequestId: SAM_REQUEST.id,
    firstName: 'Sam',
    lastName: 'Lee',
    avatar: '',
    email: 'sam@example.com',
    createdAt: minutesAgo(5),
    organizerReadFlag: true,
  },
  {
    id: 'e2222222-2222-4222-8222-222222222222',
    kind: 'request-accepted',
    socialId: HOOPS_BOOKING.socialId,
    socialName: 'Hoops Night',
    joinRequestId: null,
    firstName: 'Olivia',
    lastName: 'Chen',
    avatar: '',
    createdAt: minutesAgo(180),
    organizerReadFlag: true,
  },
  {
    id: 'e3333333-3333-4333-8333-333333333333',
    kind: 'request-rejected',
    socialId: 'd4444444-4444-4444-8444-444444444444',
    socialName: 'Tennis Tuesdays',
    joinRequestId: null,
    firstName: 'Chris',
    lastName: 'Park',
    avatar: '',
    createdAt: minutesAgo(2 * 24 * 60),
    organizerReadFlag: false,
  },
  {
    id: 'e4444444-4444-4444-8444-444444444444',
    kind: 'reminder',
    socialId: FRIDAY_SMASH.id,
    socialName: 'Friday Night Smash',
    joinRequestId: null,
    firstName: 'Olivia',
    lastName: 'Chen',
    avatar: '',
    createdAt: minutesAgo(1),
    organizerReadFlag: false,
  },
];
