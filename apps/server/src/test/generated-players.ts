import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const FIRST_NAMES = (
  'Olivia Liam Emma Noah Ava Oliver Sophia Elijah Isabella James Mia William Amelia ' +
  'Benjamin Harper Lucas Evelyn Henry Abigail Alex Priya Wei Aisha Mateo Chloe Kenji Zara ' +
  'Omar Freya Tariq'
).split(' ');
const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Nguyen Patel ' +
  'Kim Chen Singh Wilson Anderson Taylor Thomas Moore Martin Jackson Thompson White Lopez ' +
  'Lee Harris Clark Lewis Walker Hall Young Allen Wright Scott Green Baker Adams Nelson ' +
  'Hill Ramirez Campbell Mitchell Roberts Carter Phillips Evans Turner'
).split(' ');

const textArray = (values: string[]) =>
  sql`(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[])`;

/**
 * Inserts `count` players in one statement, for plan tests and benchmarks. Every choice comes
 * from its own byte of md5(i), so names, sports and visibility are independent of each other:
 * names from the lists above (two in three with a numbered surname, so most are distinct), each
 * sport liked by about a third of the players, about one profile in ten private. Then does what
 * autovacuum does to a live table: merges the GIN indexes' pending entries and takes statistics,
 * so the planner sees the table as it would in production.
 */
export async function insertGeneratedPlayers(db: Database, count: number) {
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, phone, visibility, sport_preferences)
    select
      ${textArray(FIRST_NAMES)}[1 + get_byte(r, 0) % ${FIRST_NAMES.length}],
      ${textArray(LAST_NAMES)}[1 + get_byte(r, 1) % ${LAST_NAMES.length}]
        || case when get_byte(r, 2) % 3 = 0 then '' else '-' || (i % 997)::text end,
      'generated-' || i || '@example.com', 'not-a-real-hash', '0400000000',
      case when get_byte(r, 3) < 26 then 'private' else 'public' end,
      array(select sport
        from unnest(array['Badminton', 'Basketball', 'Tennis', 'Soccer', 'Swimming'])
          with ordinality as liked(sport, n)
        where get_byte(r, 3 + n::int) < 85)
    from generate_series(1, ${count}) as i, decode(md5(i::text), 'hex') as r`);
  await db.execute(sql`vacuum analyze users`);
}
