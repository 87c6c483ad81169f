import type {
  MyBookings,
  MyCourtBookings,
  MyJoinRequest,
  Social,
  SocialGoing,
} from '@betterplay/contracts';
import { FRIDAY_SMASH } from './socials-fixtures.ts';

/** The socials pages' story data: plain data shaped like the API's answers. */

const MARCUS = {
  id: '22222222-2222-4222-8222-222222222223',
  firstName: 'Marcus',
  lastName: 'Webb',
  avatar: '',
};

/** A badminton social numbered `n` (its id ends in n), changed by `overrides`. */
function badminton(n: number, overrides: Partial<Social>): Social {
  return {
    ...FRIDAY_SMASH,
    id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
    ...overrides,
  };
}

/**
 * One sport's list: twelve socials (three pages of five). Seven have 'Doubles' in their name, so
 * a search for it still has two pages; every type of the filter has some.
 */
export const BADMINTON_SOCIALS: Social[] = [
  // On a Friday, as its name and its weekly day say.
  { ...FRIDAY_SMASH, date: '2099-03-06' },
  badminton(2, {
    name: 'Sunday Doubles Social',
    venue: 'MSAC',
    address: '1 Aughtie Dr, Albert Park',
    date: '2099-03-08',
    time: '10:00:00',
    recurrenceDay: 7,
    attendees: 8,
    price: 10,
  }),
  badminton(3, {
    name: "Beginners' Shuttle Club",
    description: 'Coached warm-up, then friendly games. Racquets to borrow.',
    venue: 'Richmond Rec Centre',
    address: '10 Gleadell St, Richmond',
    date: '2099-03-04',
    time: '19:30:00',
    recurrenceDay: 3,
    level: 'beginner',
    attendees: 5,
    capacity: 16,
    price: 8,
    organizer: MARCUS,
  }),
  badminton(4, {
    name: 'Lunchtime Rally',
    venue: 'Docklands Sports Hall',
    address: '55 Harbour Esplanade, Docklands',
    date: '2099-03-12',
    time: '12:15:00',
    eventType: 'oneTime',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 2,
    capacity: 8,
    price: 0,
  }),
  badminton(5, {
    name: 'Advanced Doubles Ladder',
    description: 'Ranked doubles: win and move up the ladder. Strong club players.',
    venue: 'MSAC',
    address: '1 Aughtie Dr, Albert Park',
    date: '2099-03-15',
    time: '18:30:00',
    eventType: 'monthly',
    recurrenceDay: 15,
    recurrenceWeekday: true,
    level: 'advanced',
    attendees: 12,
    capacity: 12,
    waiting: 3,
    price: 15,
    organizer: MARCUS,
  }),
  badminton(6, {
    name: 'Saturday Morning Doubles',
    venue: 'Brunswick Leisure Centre',
    address: '12 Harrison St, Brunswick',
    date: '2099-03-07',
    time: '09:00:00',
    recurrenceDay: 6,
    attendees: 6,
  }),
  badminton(7, {
    name: 'Mixed Doubles Mixer',
    date: '2099-03-21',
    time: '19:00:00',
    eventType: 'oneTime',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 9,
    capacity: 12,
  }),
  badminton(8, {
    name: 'Twilight Singles',
    venue: 'Richmond Rec Centre',
    address: '10 Gleadell St, Richmond',
    date: '2099-03-05',
    time: '20:00:00',
    recurrenceDay: 4,
    level: 'advanced',
    attendees: 4,
    capacity: 6,
    organizer: MARCUS,
  }),
  badminton(9, {
    name: 'Doubles After Dark',
    venue: 'Docklands Sports Hall',
    address: '55 Harbour Esplanade, Docklands',
    date: '2099-03-28',
    time: '21:00:00',
    eventType: 'monthly',
    recurrenceDay: 28,
    recurrenceWeekday: true,
    attendees: 7,
  }),
  badminton(10, {
    name: 'Corporate Doubles Cup',
    venue: 'MSAC',
    address: '1 Aughtie Dr, Albert Park',
    date: '2099-04-02',
    time: '17:30:00',
    eventType: 'oneTime',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 14,
    capacity: 24,
    price: 25,
  }),
  badminton(11, {
    name: "Parents' Play Morning",
    venue: 'Brunswick Leisure Centre',
    address: '12 Harrison St, Brunswick',
    date: '2099-03-06',
    time: '09:30:00',
    recurrenceDay: 5,
    level: 'beginner',
    attendees: 3,
    price: 6,
  }),
  badminton(12, {
    name: 'Autumn Doubles Bash',
    date: '2099-04-11',
    time: '14:00:00',
    eventType: 'oneTime',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 1,
    capacity: 20,
  }),
];

/** The social the detail and join stories open: Friday Night Smash, with room. */
export const STORY_SOCIAL = BADMINTON_SOCIALS[0] as Social;

/** Every place of Advanced Doubles Ladder is taken, and three players wait in its line. */
export const FULL_SOCIAL = BADMINTON_SOCIALS[4] as Social;

/** Signed in, the social page says who is going: three players, Sam among Alex's friends. */
export const GOING_WITH_A_FRIEND: SocialGoing = {
  total: 3,
  friends: 1,
  people: [
    { id: '33333333-3333-4333-8333-333333333333', firstName: 'Sam', lastName: 'Lee', avatar: '' },
  ],
};

/** What Alex writes to the organiser. */
export const JOIN_MESSAGE = 'Hi Olivia, I play doubles most weeks. Happy to partner anyone!';

/** The request POST /user/social/booking/request creates, waiting for the organiser. */
export function pendingRequest(social: Social, message: string): MyJoinRequest {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    status: 'pending',
    message,
    createdAt: '2099-03-01T09:00:00.000Z',
    social,
  };
}

/** A player with no places and no court bookings: /activity lists only their requests. */
export const NO_BOOKINGS: MyBookings = {
  upcomingBookings: [],
  recurringBookings: [],
  pastBookings: [],
};

export const NO_COURT_BOOKINGS: MyCourtBookings = { upcoming: [], past: [], invitations: [] };
