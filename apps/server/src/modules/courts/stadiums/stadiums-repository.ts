import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { courtPrices, courts, stadiums } from '../courts.schema.ts';

/** Stadiums, their courts and the courts' price lists: queries only. */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const stadiumColumns = {
  id: stadiums.id,
  name: stadiums.name,
  address: stadiums.address,
  description: stadiums.description,
  opensAtHour: stadiums.opensAtHour,
  closesAtHour: stadiums.closesAtHour,
};
export type StadiumRow = {
  id: string;
  name: string;
  address: string;
  description: string;
  opensAtHour: number;
  closesAtHour: number;
};

/**
 * Stadiums whose name and address contain the texts ('' matches any), by name ignoring case:
 * the same order whatever the database's collation (PGlite's is C, which puts 'MSAC' first).
 */
export async function findStadiums(
  db: Database,
  filter: { name: string; location: string },
): Promise<StadiumRow[]> {
  const conditions: SQL[] = [];
  if (filter.name !== '') conditions.push(ilike(stadiums.name, `%${escapeLike(filter.name)}%`));
  if (filter.location !== '') {
    conditions.push(ilike(stadiums.address, `%${escapeLike(filter.location)}%`));
  }
  return db
    .select(stadiumColumns)
    .from(stadiums)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${stadiums.name})`), asc(stadiums.name), asc(stadiums.id));
}

export async function findStadiumById(db: Database, id: string): Promise<StadiumRow | undefined> {
  const [row] = await db.select(stadiumColumns).from(stadiums).where(eq(stadiums.id, id)).limit(1);
  return row;
}

/** The sports a stadium has at least one court for (lower-case, unordered). */
export async function findSportsByStadiumId(db: Database, stadiumId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sport: courts.sport })
    .from(courts)
    .where(eq(courts.stadiumId, stadiumId));
  return rows.map((row) => row.sport);
}

/** A stadium's courts of one sport, by number. */
export async function findCourtsOfSport(db: Database, stadiumId: string, sport: string) {
  return db
    .select({ id: courts.id, name: courts.name, number: courts.number })
    .from(courts)
    .where(and(eq(courts.stadiumId, stadiumId), eq(courts.sport, sport)))
    .orderBy(asc(courts.number), asc(courts.id));
}

/** The price lists of these courts: one row per court and duration. */
export async function findPricesByCourtIds(db: Database, courtIds: string[]) {
  if (courtIds.length === 0) return [];
  return db
    .select({
      courtId: courtPrices.courtId,
      durationHours: courtPrices.durationHours,
      priceCents: courtPrices.priceCents,
    })
    .from(courtPrices)
    .where(inArray(courtPrices.courtId, courtIds));
}

const courtColumns = {
  id: courts.id,
  stadiumId: courts.stadiumId,
  sport: courts.sport,
  number: courts.number,
  opensAtHour: stadiums.opensAtHour,
  closesAtHour: stadiums.closesAtHour,
};

/** A court with its stadium's opening hours, or undefined. */
export async function findCourtById(db: Database, id: string) {
  const [row] = await db
    .select(courtColumns)
    .from(courts)
    .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
    .where(eq(courts.id, id))
    .limit(1);
  return row;
}

/** The same court with its price for `durationHours` (null: none), in one read. */
export async function findCourtWithPrice(db: Database, courtId: string, durationHours: number) {
  const [row] = await db
    .select({ ...courtColumns, priceCents: courtPrices.priceCents })
    .from(courts)
    .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
    .leftJoin(
      courtPrices,
      and(eq(courtPrices.courtId, courts.id), eq(courtPrices.durationHours, durationHours)),
    )
    .where(eq(courts.id, courtId))
    .limit(1);
  return row;
}

export type CourtRow = NonNullable<Awaited<ReturnType<typeof findCourtById>>>;

/**
 * Locks the court's row until the transaction ends, so writers announcing its availability go
 * one at a time. FOR NO KEY UPDATE: inserting a booking (whose foreign key takes KEY SHARE on
 * this row) is not blocked by it, so a transaction that inserted and then locks cannot deadlock
 * with another that did the same.
 */
export async function lockCourtById(db: Database, id: string) {
  await db.select({ id: courts.id }).from(courts).where(eq(courts.id, id)).for('no key update');
}
