import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { toLocalTimestamp } from '../../local-time.ts';
import { users } from '../users/users.schema.ts';
import { waitlistEntries } from '../waitlist/waitlist.schema.ts';
import { toSocialDto } from './social-dto.ts';
import { socials } from './socials.schema.ts';
import {
  countUpcomingUpTo,
  upcomingOrder,
  upcomingSocialIds,
} from './upcoming-socials-repository.ts';

/** A one-time social whose start is before `now` (wall-clock time in the process's zone). */
export function isPastAt(now: Date) {
  return isPastAtLocalTime(sql`${toLocalTimestamp(now)}`);
}

/** `isPastAt` for a statement written once (db/reusable-statement.ts): now as local-time text. */
export function isPastAtLocalTime(localTimestamp: SQL) {
  return sql<boolean>`(${socials.eventType} = 'oneTime' and (${socials.date} + ${socials.time}) < ${localTimestamp}::timestamp)`;
}

/** The columns every social read needs, with its organiser, and whether it is past at `now`. */
export function socialColumns(now: Date) {
  return {
    id: socials.id,
    name: socials.name,
    description: socials.description,
    category: socials.category,
    venue: socials.venue,
    address: socials.address,
    date: socials.date,
    time: socials.time,
    eventType: socials.eventType,
    capacity: socials.capacity,
    priceCents: socials.priceCents,
    level: socials.level,
    recurrenceDay: socials.recurrenceDay,
    recurrenceWeekday: socials.recurrenceWeekday,
    attendees: socials.attendeesCount,
    held: socials.offersOpen,
    waiting: sql<number>`(select count(*)::int from ${waitlistEntries} where ${waitlistEntries.socialId} = ${socials.id})`,
    organizerId: users.id,
    organizerFirstName: users.firstName,
    organizerLastName: users.lastName,
    organizerAvatar: users.avatar,
    isPast: isPastAt(now),
  };
}

export function selectSocials(db: Database, now: Date) {
  return db
    .select(socialColumns(now))
    .from(socials)
    .innerJoin(users, eq(users.id, socials.organizerId));
}

export type SocialFilter = {
  category?: string;
  q?: string;
  type: 'all' | 'oneTime' | 'weekly' | 'monthly';
  /** decides which one-time socials are past (left out) and each social's isPast */
  now: Date;
};

/**
 * One page of the socials still to come, soonest first, searched by name or venue. Only the first
 * `reach` matches can be paged to, and the total is counted up to there: both cost the same
 * whatever the size of the table (upcoming-socials-repository.ts).
 */
export async function findPage(
  db: Database,
  filter: SocialFilter,
  page: { page: number; pageSize: number; reach: number },
) {
  const upcoming = { ...filter, searchVenue: true };
  const offset = (page.page - 1) * page.pageSize;
  const limit = Math.min(page.pageSize, page.reach - offset);
  const readPage = async () => {
    if (limit <= 0) return [];
    const pageIds = upcomingSocialIds(db, upcoming, { offset, limit, alias: 'page' });
    return selectSocials(db, filter.now)
      .innerJoin(pageIds, eq(pageIds.id, socials.id))
      .orderBy(...upcomingOrder());
  };
  const [rows, counted] = await Promise.all([
    readPage(),
    countUpcomingUpTo(db, upcoming, page.reach),
  ]);
  return {
    data: rows.map(toSocialDto),
    total: Math.min(counted, page.reach),
    totalCapped: counted > page.reach,
  };
}

export async function findById(db: Database, id: string, now: Date) {
  const [row] = await selectSocials(db, now).where(eq(socials.id, id)).limit(1);
  return row ? toSocialDto(row) : undefined;
}

/** The organiser's dashboard lists this many of their socials at most, the earliest first. */
export const MAX_ORGANIZER_SOCIALS_LISTED = 200;

export async function findByOrganizerId(db: Database, organizerId: string, now: Date) {
  const rows = await selectSocials(db, now)
    .where(eq(socials.organizerId, organizerId))
    .orderBy(asc(socials.date), asc(socials.time), asc(socials.id))
    .limit(MAX_ORGANIZER_SOCIALS_LISTED);
  return rows.map(toSocialDto);
}

export async function findByIds(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  const rows = await selectSocials(db, now).where(inArray(socials.id, ids));
  return rows.map(toSocialDto);
}

export async function existsById(db: Database, id: string): Promise<boolean> {
  const rows = await db.select({ id: socials.id }).from(socials).where(eq(socials.id, id)).limit(1);
  return rows.length > 0;
}

export async function insertSocial(db: Database, social: typeof socials.$inferInsert) {
  const [row] = await db.insert(socials).values(social).returning({ id: socials.id });
  if (!row) throw new Error('insert into socials returned no row');
  return row.id;
}

/**
 * Deletes a social, with everything that is only its own (places, requests, line, offers, bell
 * entries, group chat) through the foreign keys' cascades. Answers whether it was there.
 */
export async function deleteById(db: Database, id: string) {
  const rows = await db.delete(socials).where(eq(socials.id, id)).returning({ id: socials.id });
  return rows.length > 0;
}

/** Every social the person organised, in date order, for their data export. */
export async function findOrganisedForExport(db: Database, organizerId: string) {
  return db
    .select({
      id: socials.id,
      name: socials.name,
      description: socials.description,
      category: socials.category,
      venue: socials.venue,
      address: socials.address,
      date: socials.date,
      time: socials.time,
      eventType: socials.eventType,
      recurrenceDay: socials.recurrenceDay,
      capacity: socials.capacity,
      priceCents: socials.priceCents,
      level: socials.level,
      attendees: socials.attendeesCount,
      createdAt: socials.createdAt,
    })
    .from(socials)
    .where(eq(socials.organizerId, organizerId))
    .orderBy(asc(socials.date), asc(socials.time), asc(socials.id));
}
