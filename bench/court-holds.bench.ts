// 50 players booking random court slots at once, for 30 s, on the real PostgreSQL: holds/s,
// p50/p99 of a hold request against a read of the same courts' availability measured in this
// same run, and the double bookings a SQL query finds afterwards (must be 0: the exclusion
// constraint forbids them). Each player pays its holds too when paying works (a saved sandbox
// card and POST /user/court/bookings); otherwise the figures are for holds alone.
// Prints figures; fails only on a double booking, never on a time.
// Run: npx tsx bench/court-holds.bench.ts   (needs the local PostgreSQL and Redis, like the tests)
// Tune: BENCH_SECONDS=5 BENCH_PLAYERS=50 BENCH_COURTS=20 BENCH_DAYS=60
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  countDoubleBookings,
  generatedPlayersSignedIn,
  insertCourt,
  insertStadium,
  localDateAfter,
} from '../apps/server/src/modules/courts/courts-test-support.ts';
import { saveTestCard } from '../apps/server/src/modules/payments/payments-test-kit.ts';
import { deleteRedisKeys } from '../apps/server/src/test/factories.ts';
import { createTestApp, createTestDatabase } from '../apps/server/src/test/test-app.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const COURTS = Number(process.env.BENCH_COURTS ?? 20);
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
const OPENS_AT = 8;
const CLOSES_AT = 20;
/** The baseline runs this long with the same players, before the holds. */
const BASELINE_SECONDS = Math.max(1, Math.min(5, SECONDS / 3));

const quantile = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[
    Math.min(samples.length - 1, Math.floor(q * samples.length))
  ] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const pick = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to pick from');
  return value;
};

type Player = Awaited<ReturnType<typeof generatedPlayersSignedIn>>[number];

/** Whether every player could save a sandbox card (paying needs one). */
async function saveCards(app: FastifyInstance, players: Player[]): Promise<string | null> {
  try {
    for (const player of players) await saveTestCard(app, player.token);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 120) : String(error);
  }
}

/** Runs `work` in a loop for each player until `seconds` have passed. */
async function forEachPlayerFor(
  seconds: number,
  players: Player[],
  work: (player: Player) => Promise<void>,
) {
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (Date.now() < deadline) await work(player);
    }),
  );
}

const database = await createTestDatabase();
const t = await createTestApp({ databaseUrl: database.url, env: { LOG_LEVEL: 'silent' } });
const { app } = t;
try {
  const stadiumId = await insertStadium(app.deps.db, {
    name: 'Bench Stadium',
    opensAtHour: OPENS_AT,
    closesAtHour: CLOSES_AT,
  });
  const courtIds: string[] = [];
  for (let number = 1; number <= COURTS; number++) {
    courtIds.push(await insertCourt(app.deps.db, { stadiumId, number }));
  }
  const players = await generatedPlayersSignedIn(app, PLAYERS);
  const cardProblem = await saveCards(app, players);
  const dates = Array.from({ length: DAYS }, (_, index) => localDateAfter(new Date(), index + 1));

  // Baseline: the sport page's read of the same courts, by the same players at once.
  const readSamples: number[] = [];
  await forEachPlayerFor(BASELINE_SECONDS, players, async () => {
    const started = process.hrtime.bigint();
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/stadiums/${stadiumId}/badminton/availability?date=${pick(dates)}`,
    });
    readSamples.push(elapsedMs(started));
    if (response.statusCode !== 200)
      throw new Error(`availability answered ${response.statusCode}`);
  });

  const holdSamples: number[] = [];
  const paySamples: number[] = [];
  const holdStatuses = new Map<number, number>();
  const payStatuses = new Map<number, number>();
  const count = (counts: Map<number, number>, status: number) =>
    counts.set(status, (counts.get(status) ?? 0) + 1);
  let paying: 'yes' | string = cardProblem ? `no saved card: ${cardProblem}` : 'yes';

  const started = Date.now();
  await forEachPlayerFor(SECONDS, players, async (player) => {
    const durationHours = pick([1, 2] as const);
    const hour = OPENS_AT + Math.floor(Math.random() * (CLOSES_AT - OPENS_AT - durationHours + 1));
    const begun = process.hrtime.bigint();
    const held = await app.inject({
      method: 'POST',
      url: '/api/v1/user/court/holds',
      headers: player.auth,
      payload: {
        courtId: pick(courtIds),
        date: pick(dates),
        time: `${String(hour).padStart(2, '0')}:00`,
        durationHours,
      },
    });
    holdSamples.push(elapsedMs(begun));
    count(holdStatuses, held.statusCode);
    if (held.statusCode !== 201 || paying !== 'yes') return;
    const payBegun = process.hrtime.bigint();
    const paid = await app.inject({
      method: 'POST',
      url: '/api/v1/user/court/bookings',
      headers: { ...player.auth, 'idempotency-key': randomUUID() },
      payload: { holdId: held.json().data.id, paymentMethod: 'apple-pay' },
    });
    if (paid.statusCode === 404 && paid.json().code === 'ROUTE_NOT_FOUND') {
      paying = 'no: POST /user/court/bookings is not there';
      return;
    }
    paySamples.push(elapsedMs(payBegun));
    count(payStatuses, paid.statusCode);
  });
  const seconds = (Date.now() - started) / 1000;

  const doubleBookings = await countDoubleBookings(app.deps.db);

  const statusLine = (counts: Map<number, number>) =>
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, times]) => `${status}×${times}`)
      .join(' ');
  const placed = holdStatuses.get(201) ?? 0;
  console.log(
    `court holds: ${players.length} players, ${seconds.toFixed(1)} s, ${COURTS} courts × ${DAYS} days × ` +
      `${CLOSES_AT - OPENS_AT} hours, PostgreSQL, requests in process (app.inject)`,
  );
  console.log(
    `hold requests: ${holdSamples.length} (${(holdSamples.length / seconds).toFixed(1)}/s): ${statusLine(holdStatuses)}`,
  );
  console.log(`holds placed: ${placed} (${(placed / seconds).toFixed(1)} holds/s)`);
  console.log(
    `hold latency:              p50 ${ms(quantile(holdSamples, 0.5))}, p99 ${ms(quantile(holdSamples, 0.99))}, max ${ms(quantile(holdSamples, 1))}`,
  );
  console.log(
    `baseline availability read: p50 ${ms(quantile(readSamples, 0.5))}, p99 ${ms(quantile(readSamples, 0.99))} (${readSamples.length} reads)`,
  );
  console.log(
    `ratio p50 hold / read: ${(quantile(holdSamples, 0.5) / quantile(readSamples, 0.5)).toFixed(1)}x`,
  );
  if (paying === 'yes') {
    console.log(
      `payments: ${paySamples.length}: ${statusLine(payStatuses)}; p50 ${ms(quantile(paySamples, 0.5))}, p99 ${ms(quantile(paySamples, 0.99))}`,
    );
  } else {
    console.log(`payments: not made (${paying}); figures are for holds alone`);
  }
  console.log(`double bookings (overlapping held or paid rows on one court): ${doubleBookings}`);
  if (doubleBookings !== 0) process.exitCode = 1;
} finally {
  await t.close();
  await database.drop();
  await deleteRedisKeys(t.config.redis.url, t.config.redis.keyPrefix);
}
