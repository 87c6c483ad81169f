import type { Social } from '@betterplay/contracts';

/** A weekly social with room, as stories show it (data only: stories import no test kit). */
export const FRIDAY_SMASH: Social = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Friday Night Smash',
  description: 'Doubles for every level.',
  category: 'badminton',
  sport: 'Badminton',
  venue: 'Albert Park Courts',
  address: '1 Aughtie Dr, Albert Park',
  date: '2099-03-07',
  time: '18:00:00',
  eventType: 'weekly',
  capacity: 10,
  price: 12.5,
  level: 'intermediate',
  recurrenceDay: 5,
  recurrenceWeekday: true,
  attendees: 3,
  held: 0,
  waiting: 0,
  isPast: false,
  organizer: {
    id: '22222222-2222-4222-8222-222222222222',
    firstName: 'Olivia',
    lastName: 'Chen',
    avatar: '',
  },
};
