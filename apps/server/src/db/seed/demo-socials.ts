import { SOCIAL_SPORTS } from '@betterplay/contracts';
import { EVENT_TYPES, LEVELS } from '@betterplay/contracts';

type EventType = (typeof EVENT_TYPES)[number];
type Level = (typeof LEVELS)[number];

export type DemoSocial = {
  key: string;
  name: string;
  description: string;
  category: string;
  venue: string;
  address: string;
  /** days from the seed date */
  dayOffset: number;
  time: string;
  eventType: EventType;
  capacity: number;
  priceCents: number;
  level: Level;
  /** 0 = Olivia, 1..n = the other organisers, in turn */
  organizerSlot: number;
  /** how many demo players hold a place; equal to capacity means full */
  attendees: number;
};

const VENUES: Record<string, { venue: string; address: string }[]> = {
  badminton: [
    { venue: 'MSAC', address: 'Aughtie Dr, Albert Park VIC 3206' },
    { venue: 'Melbourne Badminton Centre', address: '2 Maltravers Rd, Ivanhoe VIC 3079' },
  ],
  basketball: [
    { venue: 'State Basketball Centre', address: '1 Tattersalls Ln, Wantirna South VIC 3152' },
    { venue: 'Monash Sports', address: '42 Scenic Blvd, Clayton VIC 3800' },
  ],
  tennis: [
    { venue: 'Melbourne Park', address: 'Olympic Blvd, Melbourne VIC 3000' },
    { venue: 'Albert Reserve', address: '282 St Kilda Rd, Melbourne VIC 3004' },
  ],
  soccer: [
    { venue: 'Gosch’s Paddock', address: 'Swan St, Melbourne VIC 3004' },
    { venue: 'Melbourne Uni Sports', address: 'Tin Alley, Parkville VIC 3010' },
  ],
};

const THEMES = [
  'Morning Rally',
  'After-Work Social',
  'Weekend Warriors',
  'Beginners Night',
  'Sunday Session',
  'Lunchtime Hit',
  'Friday Fixtures',
  'Twilight Games',
  'Skills & Drills',
  'Mixed Doubles Meetup',
  'Community Cup',
  'Early Birds',
  'Late Night League',
  'Open Play',
];
const DAY_OFFSETS = [-21, -9, -2, 1, 2, 3, 5, 6, 8, 11, 14, 18, 25, 33];
const TIMES = ['07:00:00', '12:30:00', '18:00:00', '19:30:00', '09:15:00', '17:45:00', '20:00:00'];
const TYPES: EventType[] = ['oneTime', 'weekly', 'monthly'];
/** Socials at these positions are full; the rest have places left. */
const FULL_AT = new Set([2, 5, 9]);

/** 14 socials per sport: mixed types, three in the past, three full. */
export function demoSocials(): DemoSocial[] {
  return SOCIAL_SPORTS.flatMap((sport, sportIndex) => {
    const category = sport.toLowerCase();
    const venues = VENUES[category] ?? [];
    return THEMES.map((theme, index): DemoSocial => {
      const place = venues[index % venues.length] ?? { venue: 'MSAC', address: '' };
      const full = FULL_AT.has(index);
      // Full socials stay small enough for the demo players to fill them.
      const capacity = full ? 4 + (index % 3) * 2 : 4 + ((index + sportIndex) % 5) * 2;
      return {
        key: `${category}-${index}`,
        name: `${sport} ${theme}`,
        description: `A friendly ${sport.toLowerCase()} social at ${place.venue}. Bring water and your own gear; everything else is sorted.`,
        category,
        ...place,
        dayOffset: DAY_OFFSETS[index] ?? index,
        time: TIMES[(index + sportIndex) % TIMES.length] ?? '18:00:00',
        eventType: TYPES[(index + sportIndex) % TYPES.length] ?? 'oneTime',
        capacity,
        priceCents: 500 + ((index * 3 + sportIndex) % 6) * 250,
        level: LEVELS[(index + sportIndex) % LEVELS.length] ?? 'beginner',
        organizerSlot: index % 2 === 0 ? 0 : 1 + ((index + sportIndex) % 3),
        attendees: full ? capacity : Math.min(capacity - 1, index % 4),
      };
    });
  });
}
