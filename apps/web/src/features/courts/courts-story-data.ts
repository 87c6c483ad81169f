import type { CourtAvailability, MyHold, StadiumSummary } from '@betterplay/contracts';
import { makeMyHold } from './booking-fixtures.ts';
import { nextDate, todayDate } from './court-paths.ts';
import { makeCourt, makeStadium, makeStadiumSummary, monash } from './courts-fixtures.ts';

/** The stadium pages' story data: plain data shaped like the API's answers. */

export const msac = makeStadium();

/** /book's tiles: MSAC, Monash and two more, so the grid fills a desktop row and wraps. */
export const stadiums: StadiumSummary[] = [
  makeStadiumSummary(),
  monash,
  makeStadiumSummary({
    id: 'eagle-stadium',
    name: 'Eagle Stadium',
    address: '10 Eagle Drive, Werribee VIC 3030',
    description: 'Twelve courts under one roof in the west.',
    opensAt: '08:00',
    closesAt: '23:00',
  }),
  makeStadiumSummary({
    id: 'state-netball-hockey',
    name: 'State Netball and Hockey Centre',
    address: '10 Brens Drive, Parkville VIC 3052',
    description: '',
  }),
];

/**
 * The day the sport page stories show: tomorrow, so no hour has gone by yet (today's grid would
 * mark the hours before now as past, differently each time it is opened).
 */
export const storyDate = nextDate(todayDate());

/** MSAC's tennis courts that day: a morning mostly taken, an afternoon mostly free. */
export const tennisCourts: CourtAvailability[] = [
  makeCourt(1, ['10:00', '11:00', '14:00', '15:00', '16:00']),
  makeCourt(2, ['11:00', '15:00', '17:00', '18:00']),
  // 12 PM is Alex's own hold (heldCourt3), so the server lists it as not free.
  makeCourt(3, ['10:00', '16:00', '19:00', '20:00']),
];

/** A day with every court taken. */
export const fullCourts: CourtAvailability[] = tennisCourts.map((court) => ({
  ...court,
  freeTimes: [],
}));

/** Alex already holds Court 3 at 12 PM: the grid marks it theirs. */
export const heldCourt3: MyHold = makeMyHold({
  id: '9a0b7c1d-0000-4000-8000-0000000000c3',
  courtId: makeCourt(3, []).id,
  court: { name: 'Court 3', number: 3 },
  date: storyDate,
  time: '12:00',
});
