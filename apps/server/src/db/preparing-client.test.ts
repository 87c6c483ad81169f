import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { PREPARED_PER_CONNECTION, PreparingClient } from './preparing-client.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: PreparingClient;
beforeAll(async () => {
  database = await createTestDatabase();
  client = new PreparingClient({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

/** The statements this connection holds prepared (asked without parameters: never prepared). */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>({
    text: 'select statement from pg_prepared_statements order by prepare_time',
  });
  return rows.map((row) => row.statement);
}

describe('a connection that prepares its statements', () => {
  it('prepares a statement with parameters once, and answers from it on every call', async () => {
    for (const value of [1, 2, 3]) {
      const { rows } = await client.query({ text: 'select $1::int * 2 as doubled' }, [value]);
      expect(rows).toEqual([{ doubled: value * 2 }]);
    }
    expect(await preparedTexts()).toEqual(['select $1::int * 2 as doubled']);
  });

  it('sends a text without parameters as it is, so it may hold several statements', async () => {
    await client.query({
      text: 'create temporary table scratch (n int); insert into scratch values (7)',
    });
    expect((await client.query({ text: 'select n from scratch' })).rows).toEqual([{ n: 7 }]);
    expect(await preparedTexts()).toEqual(['select $1::int * 2 as doubled']);
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} texts prepared, and runs the rest unprepared`, async () => {
    for (let index = 0; index < PREPARED_PER_CONNECTION + 20; index++) {
      const { rows } = await client.query({ text: `select $1::int + ${index} as sum` }, [1]);
      expect(rows).toEqual([{ sum: index + 1 }]);
    }
    expect(await preparedTexts()).toHaveLength(PREPARED_PER_CONNECTION);
  });

  it('leaves a plain client as it was', async () => {
    const plain = new pg.Client({ connectionString: database.url });
    await plain.connect();
    try {
      await plain.query({ text: 'select $1::int as one' }, [1]);
      const { rows } = await plain.query(
        'select count(*)::int as count from pg_prepared_statements',
      );
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await plain.end();
    }
  });
});
