import type { TrainingSort } from '@betterplay/contracts';
import { and, arrayContains, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.schema.ts';
import { coachProfiles, trainingVenues } from './training.schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const coachName = sql<string>`lower(${users.firstName} || ' ' || ${users.lastName})`;

/** Coaches in the order asked for; rows without a coach (a venue with none) come last. */
function coachOrder(sort: TrainingSort): SQL[] {
  const byPrice = sql`${coachProfiles.ratePerHourCents} asc nulls last`;
  const byName = sql`${coachName} asc nulls last`;
  return [
    ...(sort === 'price' ? [byPrice, byName] : [byName, byPrice]),
    asc(coachProfiles.userId),
    asc(trainingVenues.name),
    asc(trainingVenues.id),
  ];
}

export type VenueCoachFilter = {
  /** lower-case sport id: venues that offer it, and their coaches who teach it */
  sport: string;
  /** part of the venue's name or address, any case */
  venueSearch?: string;
  venueId?: string;
  sort: TrainingSort;
};

/**
 * One row per coach of the sport at each matching venue (one row with a null coach for a venue
 * with none), ordered by `sort`: a venue's first row is its first coach in that order.
 */
export async function findVenueCoachRows(db: Database, filter: VenueCoachFilter) {
  const conditions: (SQL | undefined)[] = [arrayContains(trainingVenues.sports, [filter.sport])];
  if (filter.venueId !== undefined) conditions.push(eq(trainingVenues.id, filter.venueId));
  if (filter.venueSearch) {
    const pattern = `%${escapeLike(filter.venueSearch)}%`;
    conditions.push(
      or(ilike(trainingVenues.name, pattern), ilike(trainingVenues.address, pattern)),
    );
  }
  return db
    .select({
      venueId: trainingVenues.id,
      venueName: trainingVenues.name,
      venueAddress: trainingVenues.address,
      coachId: coachProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: coachProfiles.gender,
      qualification: coachProfiles.qualification,
      ratePerHourCents: coachProfiles.ratePerHourCents,
      image: coachProfiles.image,
    })
    .from(trainingVenues)
    .leftJoin(
      coachProfiles,
      and(
        eq(coachProfiles.venueId, trainingVenues.id),
        arrayContains(coachProfiles.sports, [filter.sport]),
      ),
    )
    .leftJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(...conditions))
    .orderBy(...coachOrder(filter.sort));
}

export type VenueCoachRow = Awaited<ReturnType<typeof findVenueCoachRows>>[number];

export async function findVenueById(db: Database, id: string) {
  const [row] = await db
    .select({
      id: trainingVenues.id,
      name: trainingVenues.name,
      address: trainingVenues.address,
      sports: trainingVenues.sports,
    })
    .from(trainingVenues)
    .where(eq(trainingVenues.id, id))
    .limit(1);
  return row;
}

/** A coach's profile with their name (from their user) and venue. */
export async function findCoachById(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: coachProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: coachProfiles.gender,
      qualification: coachProfiles.qualification,
      bio: coachProfiles.bio,
      ratePerHourCents: coachProfiles.ratePerHourCents,
      schedule: coachProfiles.schedule,
      image: coachProfiles.image,
      sports: coachProfiles.sports,
      venueId: trainingVenues.id,
      venueName: trainingVenues.name,
      venueAddress: trainingVenues.address,
    })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .innerJoin(trainingVenues, eq(trainingVenues.id, coachProfiles.venueId))
    .where(eq(coachProfiles.userId, userId))
    .limit(1);
  return row;
}

/** A deleted account's coach profile: it is no longer listed or shown as a coach. */
export async function deleteCoachProfile(db: Database, userId: string) {
  await db.delete(coachProfiles).where(eq(coachProfiles.userId, userId));
}
