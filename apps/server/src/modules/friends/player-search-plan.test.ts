import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.ts';
import { insertGeneratedPlayers } from '../../test/generated-players.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchPlayerCards } from '../users/player-search-repository.ts';
import { nameMatchFor, sportsNamedBy } from './search-players.ts';

/**
 * Whether search stays fast with many players is a question of plans, not of timings on a busy
 * machine: with 20,000 players the statement the app sends must be answered by indexes, never by
 * reading the whole table (bench/user-search.bench.ts times it at 100,000).
 */
const PLAYERS = 20_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertGeneratedPlayers(t.app.deps.db, PLAYERS);
  // Swimming becomes rare (about one player in a hundred), the other sports stay common.
  await t.app.deps.db.execute(sql`
    update users set sport_preferences = array_remove(sport_preferences, 'Swimming')
    where get_byte(decode(md5(email), 'hex'), 0) > 2`);
  await t.app.deps.db.execute(sql`vacuum analyze users`);
}, 60_000);
afterAll(() => t.close());

async function planOf(q: string): Promise<string> {
  const query = searchPlayerCards(t.app.deps.db, {
    viewerId: randomUUID(),
    name: nameMatchFor(q),
    sports: sportsNamedBy(q),
    offset: 0,
    limit: 21,
  });
  const result = await t.app.deps.db.execute(sql`explain ${query.getSQL()}`);
  return rowsOf<{ 'QUERY PLAN': string }>(result)
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

describe(`player search on ${PLAYERS} players`, () => {
  it.each([
    ['part of a name', 'Quinn'],
    ['a name start shorter than three letters', 'qz'],
  ])('finds by %s through the trigram index', async (_case, q) => {
    const plan = await planOf(q);
    expect(plan).toContain('Bitmap Index Scan on users_full_name_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('finds by name or a sport few like through both indexes', async () => {
    const plan = await planOf('swim');
    expect(plan).toContain('Bitmap Index Scan on users_full_name_trgm_idx');
    expect(plan).toContain('Bitmap Index Scan on users_sport_preferences_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('pages a sport a third of the players like in id order, reading no more than a page needs', async () => {
    const plan = await planOf('tennis');
    expect(plan).toContain('Index Scan using users_pkey on users');
    expect(plan).not.toContain('Seq Scan');
    expect(plan).not.toContain('Sort');
  });
});
