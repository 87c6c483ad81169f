import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { rowsOf } from './raw-rows.ts';
import { isoTimestamp, reusableStatement } from './reusable-statement.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase({ databaseUrl: database.url, dataDir: '' });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('a statement written once', () => {
  it('answers each call with its own values, and writes its text only on the first', async () => {
    let written = 0;
    const greeting = reusableStatement(['name', 'times', 'at'] as const, (values) => {
      written++;
      return sql`select repeat(${values.name}::text, ${values.times}::int) as said,
        ${'a constant'}::text as kept, extract(epoch from ${isoTimestamp(values.at)}::timestamptz)::float8 * 1000 as at_ms`;
    });
    const ask = async (name: string, times: number, at: Date) =>
      rowsOf<{ said: string; kept: string; at_ms: number }>(
        await handle.db.execute(greeting({ name, times, at: at.toISOString() })),
      );
    const first = new Date('2026-11-28T10:00:00.000Z');
    const second = new Date('2026-12-01T18:30:00.000Z');
    expect(await ask('ab', 2, first)).toEqual([
      { said: 'abab', kept: 'a constant', at_ms: first.getTime() },
    ]);
    expect(await ask('x', 3, second)).toEqual([
      { said: 'xxx', kept: 'a constant', at_ms: second.getTime() },
    ]);
    expect(written).toBe(1);
  });

  it('keeps an array one parameter, and a text that tries to break out stays a value', async () => {
    const statement = reusableStatement(['ids', 'label'] as const, (values) => {
      return sql`select cardinality(${values.ids}::int[]) as how_many, ${values.label}::text as label`;
    });
    const label = "x'; drop table users; --";
    const rows = rowsOf<{ how_many: number; label: string }>(
      await handle.db.execute(statement({ ids: [4, 5, 6], label })),
    );
    expect(rows).toEqual([{ how_many: 3, label }]);
  });

  it('refuses a text holding a "$n" that is not one of its parameters', () => {
    const statement = reusableStatement(['price'] as const, (values) => {
      return sql`select ${values.price}::int as price, ${sql.raw("'costs $2'")} as note`;
    });
    expect(() => statement({ price: 5 })).toThrow(/"\$n" that is not one of its parameters/);
  });
});
