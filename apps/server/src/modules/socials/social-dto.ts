import type { Social } from '@betterplay/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socials } from './socials.schema.ts';
import { users } from '../users/users.schema.ts';
import { toLocalTimestamp } from '../../local-time.ts';

/** A one-time social whose start is before `now` (wall-clock time in the process's zone). */
export function isPastAt(now: Date) {
  return sql<boolean>`(${socials.eventType} = 'oneTime' and (${socials.date} + ${socials.time}) < ${toLocalTimestamp(now)}::timestamp)`;
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

export type SocialRow = Awaited<ReturnType<typeof selectSocials>>[number];

export const centsToDollars = (cents: number) => Math.round(cents) / 100;

export function toSocialDto(row: SocialRow): Social {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    sport: row.category.charAt(0).toUpperCase() + row.category.slice(1),
    venue: row.venue,
    address: row.address,
    date: row.date,
    time: row.time,
    eventType: row.eventType,
    capacity: row.capacity,
    price: centsToDollars(row.priceCents),
    level: row.level,
    recurrenceDay: row.recurrenceDay,
    recurrenceWeekday: row.recurrenceWeekday,
    attendees: row.attendees,
    isPast: row.isPast,
    organizer: {
      id: row.organizerId,
      firstName: row.organizerFirstName,
      lastName: row.organizerLastName,
      avatar: row.organizerAvatar,
    },
  };
}
