import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socials } from '../../db/schema/index.ts';
import { selectSocials, socialColumns, toSocialDto } from './social-dto.ts';

export type SocialFilter = {
  category?: string;
  q?: string;
  type: 'all' | 'oneTime' | 'weekly' | 'monthly';
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filter: SocialFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.category) conditions.push(eq(socials.category, filter.category));
  if (filter.type !== 'all') conditions.push(eq(socials.eventType, filter.type));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    conditions.push(or(ilike(socials.name, pattern), ilike(socials.venue, pattern)));
  }
  return and(...conditions);
}

/** One page of socials, those still to come first, then the rest by date. */
export async function findPage(
  db: Database,
  filter: SocialFilter,
  page: { page: number; pageSize: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectSocials(db)
      .where(where)
      .orderBy(asc(socialColumns.isPast), asc(socials.date), asc(socials.time), asc(socials.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(socials).where(where),
  ]);
  return { data: rows.map(toSocialDto), total: total?.total ?? 0 };
}

export async function findById(db: Database, id: string) {
  const [row] = await selectSocials(db).where(eq(socials.id, id)).limit(1);
  return row ? { social: toSocialDto(row), isPast: row.isPast } : undefined;
}

export async function findByOrganizerId(db: Database, organizerId: string) {
  const rows = await selectSocials(db)
    .where(eq(socials.organizerId, organizerId))
    .orderBy(asc(socials.date), asc(socials.time));
  return rows.map(toSocialDto);
}

export async function findByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await selectSocials(db).where(inArray(socials.id, ids));
  return rows.map((row) => ({ social: toSocialDto(row), isPast: row.isPast }));
}
