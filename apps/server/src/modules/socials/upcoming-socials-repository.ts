import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { toLocalDate, toLocalTime } from '../../local-time.ts';
import { socials } from './socials.schema.ts';

/**
 * Socials a player can still join, soonest first (date, time, id), read through indexes only.
 *
 * "Not past" cannot be an index condition as one expression, so the list is two ordered
 * branches, each on a partial index of its own (socials.schema.ts): recurring socials (never
 * past, whatever their first date) and one-time socials from now on, as a range on
 * (date, time). Each branch is ordered and limited to the rows the page can reach, and their
 * UNION ALL ordered again is a Merge Append of the two: no sort of the table, no count of it.
 */
export type UpcomingFilter = {
  category?: string;
  /** matched anywhere in the name, or in the venue too with `searchVenue` (trigram indexes) */
  q?: string;
  searchVenue?: boolean;
  type: 'all' | 'oneTime' | 'weekly' | 'monthly' | 'daily';
  now: Date;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const upcomingOrder = () => [asc(socials.date), asc(socials.time), asc(socials.id)];

function searchOf(filter: UpcomingFilter): SQL | undefined {
  if (!filter.q) return undefined;
  const pattern = `%${escapeLike(filter.q)}%`;
  return filter.searchVenue
    ? or(ilike(socials.name, pattern), ilike(socials.venue, pattern))
    : ilike(socials.name, pattern);
}

/** The WHERE of each branch that `filter.type` keeps: one or both. */
function branchConditions(filter: UpcomingFilter): SQL[] {
  const shared = [
    filter.category === undefined ? undefined : eq(socials.category, filter.category),
    searchOf(filter),
  ];
  const recurring = and(
    ne(socials.eventType, 'oneTime'),
    filter.type === 'all' || filter.type === 'oneTime'
      ? undefined
      : eq(socials.eventType, filter.type),
    ...shared,
  );
  // (date, time) >= (today, now): the same as "date + time is not before now", as an index range.
  const oneTime = and(
    eq(socials.eventType, 'oneTime'),
    sql`(${socials.date}, ${socials.time}) >= (${toLocalDate(filter.now)}::date, ${toLocalTime(filter.now)}::time)`,
    ...shared,
  );
  const branches: (SQL | undefined)[] =
    filter.type === 'all'
      ? [recurring, oneTime]
      : filter.type === 'oneTime'
        ? [oneTime]
        : [recurring];
  return branches.filter((where): where is SQL => where !== undefined);
}

/**
 * The ids (with their sort keys) of upcoming socials from `offset`, at most `limit` of them, as a
 * subquery `alias`. Each branch reads no more than offset + limit rows of its index.
 */
export function upcomingSocialIds(
  db: Database,
  filter: UpcomingFilter,
  { offset, limit, alias }: { offset: number; limit: number; alias: string },
) {
  const [first, second, ...rest] = branchConditions(filter).map((where) =>
    db
      .select({ id: socials.id, date: socials.date, time: socials.time })
      .from(socials)
      .where(where)
      .orderBy(...upcomingOrder()),
  );
  if (!first || rest.length > 0) throw new Error('a socials list has one or two branches');
  if (!second) return first.limit(limit).offset(offset).as(alias);
  const reach = offset + limit;
  return unionAll(first.limit(reach), second.limit(reach))
    .orderBy(...upcomingOrder())
    .limit(limit)
    .offset(offset)
    .as(alias);
}

/**
 * How many upcoming socials match, counting no further than `cap` + 1. In no order: each branch
 * stops after cap + 1 rows of its partial index (or of the trigram indexes' matches), so the
 * count never sorts, nor reads the table.
 */
export async function countUpcomingUpTo(db: Database, filter: UpcomingFilter, cap: number) {
  const [first, second, ...rest] = branchConditions(filter).map((where) =>
    db
      .select({ one: sql<number>`1`.as('one') })
      .from(socials)
      .where(where)
      .limit(cap + 1),
  );
  if (!first || rest.length > 0) throw new Error('a socials list has one or two branches');
  const matches = (second ? unionAll(first, second).limit(cap + 1) : first).as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return row?.total ?? 0;
}
