import type { PlayerCard } from '@betterplay/contracts';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { friendships } from '../friends/friends.schema.ts';
import { users } from './users.schema.ts';

/**
 * The exact expression `users_full_name_trgm_idx` indexes: the planner uses the index only for
 * this expression, so every name search goes through here.
 */
const fullNameLower = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

/** The columns of a player card as `viewerId` sees it: a private profile hides its sports. */
export function playerCardColumns(viewerId: string) {
  return {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    avatar: users.avatar,
    sports: sql<string[]>`case when ${users.visibility} = 'public' or ${users.id} = ${viewerId}
      then ${users.sportPreferences} else '{}'::text[] end`,
    isFriend: sql<boolean>`exists (select 1 from ${friendships}
      where ${friendships.followerId} = ${viewerId} and ${friendships.friendId} = ${users.id})`,
  };
}

/** By name as cards show it (first, then last), then id: a stable order for lists. */
export const BY_NAME = [
  asc(sql`lower(${users.firstName})`),
  asc(sql`lower(${users.lastName})`),
  asc(users.id),
];

/** One player's card as `viewerId` sees it, or undefined when there is no such user (or deleted). */
export async function findPlayerCardById(
  db: Database,
  { viewerId, userId }: { viewerId: string; userId: string },
): Promise<PlayerCard | undefined> {
  const [row] = await db
    .select(playerCardColumns(viewerId))
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * 'anywhere': the full name contains the text. 'wordStart': the first or last name (or a later
 * word of either) starts with it. The trigram index answers both; 'anywhere' needs three letters
 * in a row to find trigrams in, 'wordStart' needs none (word starts are indexed padded).
 */
export type NameMatch = { text: string; mode: 'anywhere' | 'wordStart' };

function nameMatches({ text, mode }: NameMatch): SQL {
  const lowered = sql`lower(${escapeLikePattern(text)})`;
  if (mode === 'anywhere') return sql`${fullNameLower} like '%' || ${lowered} || '%'`;
  return sql`(${fullNameLower} like ${lowered} || '%' or ${fullNameLower} like '% ' || ${lowered} || '%')`;
}

/**
 * Players whose name matches or, for a public profile, who like one of `sports`, as `viewerId`
 * sees them; never the viewer, never a deleted account. Both conditions are answered by GIN indexes (trigram on the full
 * name, the sports array). Ordered by id: a stable order the primary key gives, so a broad match
 * (a third of all players like tennis) reads a page's worth of rows instead of sorting them all.
 * Answers the query itself (awaiting it runs it), so a test can EXPLAIN the very statement.
 */
export function searchPlayerCards(
  db: Database,
  {
    viewerId,
    name,
    sports,
    offset,
    limit,
  }: {
    viewerId: string;
    name: NameMatch;
    sports: readonly string[];
    offset: number;
    limit: number;
  },
) {
  const byName = nameMatches(name);
  const matches =
    sports.length === 0
      ? byName
      : or(
          byName,
          and(
            eq(users.visibility, 'public'),
            // text[] && text[]: the operator the sports GIN index answers.
            sql`${users.sportPreferences} && ${toTextArray(sports)}`,
          ),
        );
  return db
    .select(playerCardColumns(viewerId))
    .from(users)
    .where(and(ne(users.id, viewerId), isNull(users.deletedAt), matches))
    .orderBy(asc(users.id))
    .offset(offset)
    .limit(limit);
}

/** `array[$1, $2]::text[]`: each sport a parameter, the same SQL on PostgreSQL and PGlite. */
function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
