import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { runMigrations } from '../../../db/migrate.ts';
import { localDateTime } from '../../../local-time.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courtBookings } from '../courts.schema.ts';
import {
  generatedPlayersSignedIn,
  hold,
  insertCourt,
  insertStadium,
  localDateAfter,
} from '../courts-test-kit.ts';

const REQUESTS = 200;
/** The PostgreSQL app's error log lines. */
const serverErrors: string[] = [];
const PLAYERS = 50;

/**
 * Every request covers 11:00 to 12:00 (an hour at 11:00, or two from 10:00 or 11:00), so any
 * two overlap: exactly one may win, whoever it is.
 */
const SLOTS = [
  { time: '11:00', durationHours: 1 },
  { time: '10:00', durationHours: 2 },
  { time: '11:00', durationHours: 2 },
] as const;

/** What a logged error says, without the SQL text that would hide it: PostgreSQL's code and words. */
function whyOf(line: string): string {
  const { err, msg } = JSON.parse(line) as {
    msg?: string;
    err?: { type?: string; cause?: { code?: string; message?: string } };
  };
  return `${msg ?? ''}: ${err?.type ?? 'error'} ${err?.cause?.code ?? ''} ${err?.cause?.message ?? ''}`;
}

/** 200 players' holds on one court at once; answers every response and the rows left taking it. */
async function race(app: FastifyInstance) {
  const stadiumId = await insertStadium(app.deps.db);
  const courtId = await insertCourt(app.deps.db, { stadiumId });
  const players = await generatedPlayersSignedIn(app, PLAYERS);
  const date = localDateAfter(new Date(), 2);
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, (_, index) => {
      const slot = SLOTS[index % SLOTS.length] ?? SLOTS[0];
      const auth = players[index % players.length]?.auth ?? {};
      return hold(app, auth, { courtId, date, ...slot });
    }),
  );
  const takingRows = await app.deps.db
    .select({ id: courtBookings.id, startsAt: courtBookings.startsAt })
    .from(courtBookings)
    .where(
      and(eq(courtBookings.courtId, courtId), inArray(courtBookings.status, ['held', 'paid'])),
    );
  return { responses, takingRows, date };
}

function expectOneWinner(
  { responses, takingRows, date }: Awaited<ReturnType<typeof race>>,
  /** the app's error log lines, when it keeps them */
  logged: string[] = [],
) {
  const statuses = responses.map((response) => response.statusCode);
  // Anything but a hold, the player's own hold again, or 'no longer available' is a defect.
  const unexpected = responses
    .filter((response) => ![200, 201, 409].includes(response.statusCode))
    .map((response) => `${response.statusCode} ${response.body}`);
  // With what the server logged, so a failure says why (a 500 under load was seen once in CI).
  expect({ unexpected, logged }).toEqual({ unexpected: [], logged: [] });
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  const winner = responses.find((response) => response.statusCode === 201)?.json().data;
  // 50 players ask 4 times each over 3 slots, so the winner may ask for their slot twice: the
  // second ask answers 200 with the winner's own hold (or 409, if it checked before the win).
  const resumed = responses.filter((response) => response.statusCode === 200);
  expect(resumed.length).toBeLessThanOrEqual(1);
  for (const again of resumed) expect(again.json().data.id).toBe(winner.id);
  expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1 - resumed.length);
  expect(takingRows).toEqual([{ id: winner.id, startsAt: localDateTime(date, winner.time) }]);
  for (const lost of responses.filter((response) => response.statusCode === 409)) {
    const body = lost.json();
    expect(body).toMatchObject({
      code: 'COURT_UNAVAILABLE',
      message: 'This court is no longer available at that time',
    });
    // The free times offered never include the hour every request wanted.
    expect(body.details.map((detail: { message: string }) => detail.message)).not.toContain(
      '11:00',
    );
  }
}

describe('200 concurrent holds on overlapping times of one court', () => {
  describe('on PostgreSQL', () => {
    let t: TestApp;
    beforeAll(async () => {
      // 200 requests share a pool of 10 connections; on a busy 2-core machine the last ones
      // waited past the 5 s connect timeout and answered 500 (seen in CI, 4 of 200). The race
      // is what this tests, not how long a request may queue for a connection.
      t = await createTestApp({
        env: { DATABASE_CONNECT_TIMEOUT_MS: '60000', LOG_LEVEL: 'error' },
        logStream: { write: (line) => void serverErrors.push(whyOf(line)) },
      });
    });
    afterAll(() => t?.close());

    it('give exactly one hold, and a clear 409 to everyone else', async () => {
      expectOneWinner(await race(t.app), serverErrors);
    });
  });

  describe('on PGlite (the embedded database of a fresh checkout)', () => {
    let dataDir: string;
    let app: FastifyInstance;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'bp-pglite-holds-'));
      app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS: 'off' }));
      await runMigrations(app.database);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('give exactly one hold, and a clear 409 to everyone else', async () => {
      expect(app.database.driver).toBe('pglite');
      expectOneWinner(await race(app));
    }, 120_000);
  });
});
