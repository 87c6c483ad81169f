import type { TrainingSort, TrainingVenueCard } from '@betterplay/contracts';
import type { DataListColumn } from '@betterplay/ui';
import { Link } from 'react-router';
import { dollarsOf, trainingVenuePath } from './training-sports.ts';

/** '$25 – $45', '$30', or no price without coaches. */
export function priceRangeText(venue: TrainingVenueCard): string {
  const { minRatePerHourCents: min, maxRatePerHourCents: max } = venue;
  if (min === null || max === null) return 'No coaches yet';
  return min === max ? dollarsOf(min) : `${dollarsOf(min)} – ${dollarsOf(max)}`;
}

/** The names in the order the list is sorted by, so 'Name of Coach' shows what it sorted on. */
export function coachNamesText(venue: TrainingVenueCard): string {
  if (venue.coaches.length === 0) return 'No coaches yet';
  return venue.coaches.map((coach) => `${coach.firstName} ${coach.lastName}`).join(', ');
}

/**
 * The venue's name links to its page; its ::after covers the whole row (or phone card), so a
 * click anywhere opens the venue, while keyboard and screen-reader users meet one plain link.
 */
export function venueColumns(
  sportId: string,
  sort: TrainingSort,
): DataListColumn<TrainingVenueCard>[] {
  return [
    {
      id: 'venue',
      header: 'Venue',
      freeText: true,
      primary: true,
      cell: (venue) => (
        <Link
          to={trainingVenuePath(sportId, venue.id, sort)}
          className="rounded-sm underline-offset-4 after:absolute after:inset-0 hover:underline"
        >
          {venue.name}
        </Link>
      ),
    },
    { id: 'address', header: 'Address', freeText: true, cell: (venue) => venue.address },
    { id: 'coaches', header: 'Coaches', freeText: true, cell: coachNamesText },
    {
      id: 'price',
      header: 'Price per hour',
      cell: priceRangeText,
      className: 'sm:whitespace-nowrap',
    },
  ];
}
