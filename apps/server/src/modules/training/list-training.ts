import {
  TRAINING_SPORT_IDS,
  type CoachProfile,
  type CoachSummary,
  type TrainingSort,
  type TrainingVenue,
  type TrainingVenueCard,
} from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import {
  findCoachById,
  findVenueById,
  findVenueCoachRows,
  type VenueCoachRow,
} from './training-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireTrainingSport(sport: string) {
  if (!TRAINING_SPORT_IDS.includes(sport)) {
    throw appError('UNKNOWN_TRAINING_SPORT', { sport, choices: TRAINING_SPORT_IDS.join(', ') });
  }
}

function coachOf(row: VenueCoachRow): CoachSummary | null {
  if (row.coachId === null || row.firstName === null || row.lastName === null) return null;
  return {
    id: row.coachId,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender ?? '',
    qualification: row.qualification ?? '',
    ratePerHourCents: row.ratePerHourCents ?? 0,
    image: row.image ?? '',
  };
}

/** Rows ordered by coach → venues in the order of their first coach, each with its coaches in order. */
function groupByVenue(rows: VenueCoachRow[]): TrainingVenueCard[] {
  const venues = new Map<string, TrainingVenueCard>();
  for (const row of rows) {
    let venue = venues.get(row.venueId);
    if (!venue) {
      venue = {
        id: row.venueId,
        name: row.venueName,
        address: row.venueAddress,
        coaches: [],
        minRatePerHourCents: null,
        maxRatePerHourCents: null,
      };
      venues.set(row.venueId, venue);
    }
    const coach = coachOf(row);
    if (!coach) continue;
    venue.coaches.push(coach);
    const rate = coach.ratePerHourCents;
    venue.minRatePerHourCents = Math.min(venue.minRatePerHourCents ?? rate, rate);
    venue.maxRatePerHourCents = Math.max(venue.maxRatePerHourCents ?? rate, rate);
  }
  return [...venues.values()];
}

/**
 * The venues offering training in a sport, searched by venue name or address. Sorted by price,
 * a venue goes by its cheapest coach; by name, by the first of its coaches' names. Each venue
 * lists its coaches in that same order; venues without coaches come last.
 */
export async function listTrainingVenues({
  deps,
  sport,
  venueSearch,
  sort,
}: {
  deps: Deps;
  sport: string;
  venueSearch: string;
  sort: TrainingSort;
}): Promise<TrainingVenueCard[]> {
  requireTrainingSport(sport);
  return groupByVenue(await findVenueCoachRows(deps.db, { sport, venueSearch, sort }));
}

/** A venue and its coaches of the sport; a venue that offers no training in it is not found. */
export async function getTrainingVenue({
  deps,
  sport,
  venueId,
  sort,
}: {
  deps: Deps;
  sport: string;
  venueId: string;
  sort: TrainingSort;
}): Promise<TrainingVenue> {
  requireTrainingSport(sport);
  const venue = await findVenueById(deps.db, venueId);
  if (!venue || !venue.sports.includes(sport)) throw appError('TRAINING_VENUE_NOT_FOUND');
  const [card] = groupByVenue(await findVenueCoachRows(deps.db, { sport, venueId, sort }));
  return { ...venue, coaches: card?.coaches ?? [] };
}

/** A coach's profile; the id is the coach's user id. Any other id is simply not a coach. */
export async function getCoach({
  deps,
  coachId,
}: {
  deps: Deps;
  coachId: string;
}): Promise<CoachProfile> {
  const row = UUID.test(coachId) ? await findCoachById(deps.db, coachId) : undefined;
  if (!row) throw appError('COACH_NOT_FOUND');
  const { venueId, venueName, venueAddress, ...coach } = row;
  return { ...coach, venue: { id: venueId, name: venueName, address: venueAddress } };
}
