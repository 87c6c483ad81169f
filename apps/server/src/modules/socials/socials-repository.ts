import { and, asc, count, eq, ilike, inArray, not, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socials } from './socials.schema.ts';
import { isPastAt, selectSocials, toSocialDto } from './social-dto.ts';

export type SocialFilter = {
  category?: string;
  q?: string;
  type: 'all' | 'oneTime' | 'weekly' | 'monthly';
  /** leave out one-time socials whose start is before this */
  notPastAt?: Date;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filter: SocialFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.notPastAt) conditions.push(not(isPastAt(filter.notPastAt)));
  if (filter.category) conditions.push(eq(socials.category, filter.category));
  if (filter.type !== 'all') conditions.push(eq(socials.eventType, filter.type));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(socials.name, pattern), ilike(socials.venue, pattern)));
  }
  return and(...conditions);
}

/** One page of socials, soonest first; `now` decides each one's isPast. */
export async function findPage(
  db: Database,
  filter: SocialFilter,
  page: { page: number; pageSize: number },
  now: Date,
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectSocials(db, now)
      .where(where)
      .orderBy(asc(socials.date), asc(socials.time), asc(socials.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(socials).where(where),
  ]);
  return { data: rows.map(toSocialDto), total: total?.total ?? 0 };
}

export async function findById(db: Database, id: string, now: Date) {
  const [row] = await selectSocials(db, now).where(eq(socials.id, id)).limit(1);
  return row ? toSocialDto(row) : undefined;
}

export async function findByOrganizerId(db: Database, organizerId: string, now: Date) {
  const rows = await selectSocials(db, now)
    .where(eq(socials.organizerId, organizerId))
    .orderBy(asc(socials.date), asc(socials.time));
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
