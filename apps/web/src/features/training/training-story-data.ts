import type {
  CoachProfile,
  CoachSummary,
  TrainingSort,
  TrainingVenue,
  TrainingVenueCard,
} from '@betterplay/contracts';
import { makeCoach, makeCoachProfile, makeConversation, makeVenue } from './training-test-kit.ts';

/** The training pages' story data (tennis): plain data shaped like the API's answers. */

export { makeConversation };

export const emma = makeCoach({ qualification: 'Tennis Australia Club Professional' });

const liam = makeCoach({
  id: '6c1d9e2f-7b66-4b54-8d2f-1a5c2a3c0e21',
  firstName: 'Liam',
  lastName: 'Brown',
  gender: 'Male',
  qualification: 'Tennis Australia Junior Development Coach',
  ratePerHourCents: 3000,
});

const aisha = makeCoach({
  id: '8e3f1a41-9d88-4d76-8f41-3c7e4c5e2a43',
  firstName: 'Aisha',
  lastName: 'Karim',
  qualification: 'Tennis Australia Master Club Professional',
  ratePerHourCents: 6000,
});

const raj = makeCoach({
  id: '7d2e0f30-8c77-4c65-9e30-2b6d3b4d1f32',
  firstName: 'Raj',
  lastName: 'Singh',
  gender: 'Male',
  qualification: 'Tennis Australia Community Coach',
  ratePerHourCents: 2500,
});

const byPrice = (a: CoachSummary, b: CoachSummary) => a.ratePerHourCents - b.ratePerHourCents;
const byName = (a: CoachSummary, b: CoachSummary) =>
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);

/** Coaches in the order the server sorts them by. */
export const sortedCoaches = (coaches: CoachSummary[], sort: TrainingSort) =>
  [...coaches].sort(sort === 'price' ? byPrice : byName);

const card = (
  venue: Pick<TrainingVenueCard, 'id' | 'name' | 'address'>,
  coaches: CoachSummary[],
): TrainingVenueCard => {
  const rates = coaches.map((coach) => coach.ratePerHourCents);
  return {
    ...venue,
    coaches,
    minRatePerHourCents: rates.length === 0 ? null : Math.min(...rates),
    maxRatePerHourCents: rates.length === 0 ? null : Math.max(...rates),
  };
};

/** /training/tennis: three venues, one without coaches yet. */
export const tennisVenues = (sort: TrainingSort = 'price'): TrainingVenueCard[] => [
  card(
    { id: 'msac', name: 'MSAC', address: 'Aughtie Dr, Albert Park VIC 3206' },
    sortedCoaches([emma, liam, aisha], sort),
  ),
  card({ id: 'eagle-stadium', name: 'Eagle Stadium', address: '10 Eagle Dr, Werribee VIC 3030' }, [
    raj,
  ]),
  card(
    {
      id: 'kooyong',
      name: 'Kooyong Lawn Tennis Club',
      address: '489 Glenferrie Rd, Kooyong VIC 3144',
    },
    [],
  ),
];

/** MSAC's tennis coaches, in the order asked for. */
export const msacVenue = (sort: TrainingSort = 'price'): TrainingVenue =>
  makeVenue({ coaches: sortedCoaches([emma, liam, aisha], sort) });

export const emmaProfile: CoachProfile = makeCoachProfile({
  qualification: emma.qualification,
  schedule: ['Mon 6:00 PM - 9:00 PM', 'Wed 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM'],
});
