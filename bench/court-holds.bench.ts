// 50 players booking random court slots at once, for 30 s, on the real PostgreSQL, over HTTP to
// the API in its own process: holds/s and hold latency, beside a read of the same courts'
// availability by the same 50 players measured in the same run, and the double bookings a SQL
// query finds afterwards (target 0: the exclusion constraint forbids them). Each player pays its
// holds too when paying works (a saved sandbox card and POST /user/court/bookings). Each player
// sends its next request when the last is answered (50 at once is the load, as on a busy
// evening), so this measures latency under that concurrency, not at a fixed rate.
// Saves 'court-holds' (bench/lib/results.ts); medians of 3 runs, each on dates of its own.
// Run: npx tsx bench/court-holds.bench.ts   (needs the local PostgreSQL, like the tests)
// Tune: QUICK=1 (one short run), BENCH_RUNS=3, BENCH_SECONDS=30, BENCH_PLAYERS=50, BENCH_COURTS=20
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { BOOKING_HORIZON_DAYS } from '@betterplay/contracts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  countDoubleBookings,
  generatedPlayersSignedIn,
  insertCourt,
  insertStadium,
  localDateAfter,
} from '../apps/server/src/modules/courts/courts-test-kit.ts';
import { saveTestCard } from '../apps/server/src/modules/payments/payments-test-kit.ts';
import { createTestApp, createTestDatabase } from '../apps/server/src/test/test-app.ts';
import { requestJson } from './lib/http-load.ts';
import {
  latencyOf,
  median,
  medianLatency,
  QUICK,
  RUNS,
  saveScenario,
  target,
  type Latency,
} from './lib/results.ts';
import { startApiServer } from './lib/servers.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 5 : 30));
const READ_SECONDS = QUICK ? 2 : 10;
const WARM_UP_SECONDS = QUICK ? 1 : 5;
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 50);
const COURTS = Number(process.env.BENCH_COURTS ?? 20);
/** Each run books its own days, so a later run does not find the courts already full. */
const DAYS = Math.min(60, Math.floor((BOOKING_HORIZON_DAYS - 1) / RUNS));
const OPENS_AT = 8;
const CLOSES_AT = 20;

const pick = <T>(values: readonly T[]): T => {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('nothing to pick from');
  return value;
};
const idOf = (body: unknown) => {
  const data = (body as { data?: { id?: unknown } } | undefined)?.data;
  return typeof data?.id === 'string' ? data.id : undefined;
};
const codeOf = (body: unknown) => (body as { code?: unknown } | undefined)?.code;

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

const statusLine = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, times]) => `${status}×${times}`)
    .join(' ');
const count = (counts: Map<number, number>, status: number) =>
  counts.set(status, (counts.get(status) ?? 0) + 1);

type Run = {
  reads: Latency;
  holds: Latency;
  pays: Latency;
  holdsPlacedPerSecond: number;
  holdRequestsPerSecond: number;
  holdStatuses: string;
  payStatuses: string;
};

const database = await createTestDatabase();
// The in-process app only sets the stage (stadium, courts, players, cards); the API under test
// is a process of its own on the same database, signing with the same secret.
const stage = await createTestApp({ databaseUrl: database.url, env: { REDIS: 'off' } });
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
try {
  const stadiumId = await insertStadium(stage.app.deps.db, {
    name: 'Bench Stadium',
    opensAtHour: OPENS_AT,
    closesAtHour: CLOSES_AT,
  });
  const courtIds: string[] = [];
  for (let number = 1; number <= COURTS; number++) {
    courtIds.push(await insertCourt(stage.app.deps.db, { stadiumId, number }));
  }
  const players = await generatedPlayersSignedIn(stage.app, PLAYERS);
  const cardProblem = await saveCards(stage.app, players);
  const jwtSecret = stage.config.jwt.secret;
  await stage.close();

  api = await startApiServer({
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    // The real cap (2 unexpired holds) would turn most attempts into 409s; holds-cap.test.ts
    // checks the cap, this measures placing holds.
    COURT_HOLDS_PER_PLAYER: '1000',
  });
  const origin = api.url;
  const readAvailability = (dates: string[]) => async () => {
    const answer = await requestJson(
      agent,
      `${origin}/api/v1/stadiums/${stadiumId}/badminton/availability?date=${pick(dates)}`,
    );
    if (answer.status !== 200) throw new Error(`availability answered ${answer.status}`);
    return answer.ms;
  };

  let paying: string = cardProblem ? `no saved card: ${cardProblem}` : 'yes';
  const runs: Run[] = [];
  const warmUpDates = [localDateAfter(new Date(), 1)];
  await forEachPlayerFor(WARM_UP_SECONDS, players, async () => {
    await readAvailability(warmUpDates)();
  });

  for (let run = 0; run < RUNS; run++) {
    const dates = Array.from({ length: DAYS }, (_, index) =>
      localDateAfter(new Date(), run * DAYS + index + 1),
    );
    // Baseline: the sport page's read of the same courts, by the same players at once.
    const readSamples: number[] = [];
    const read = readAvailability(dates);
    await forEachPlayerFor(READ_SECONDS, players, async () => void readSamples.push(await read()));

    const holdSamples: number[] = [];
    const paySamples: number[] = [];
    const holdStatuses = new Map<number, number>();
    const payStatuses = new Map<number, number>();
    const started = Date.now();
    await forEachPlayerFor(SECONDS, players, async (player) => {
      const durationHours = pick([1, 2] as const);
      const hour =
        OPENS_AT + Math.floor(Math.random() * (CLOSES_AT - OPENS_AT - durationHours + 1));
      const held = await requestJson(agent, `${origin}/api/v1/user/court/holds`, {
        method: 'POST',
        headers: player.auth,
        body: {
          courtId: pick(courtIds),
          date: pick(dates),
          time: `${String(hour).padStart(2, '0')}:00`,
          durationHours,
        },
      });
      holdSamples.push(held.ms);
      count(holdStatuses, held.status);
      const holdId = idOf(held.body);
      if (held.status !== 201 || !holdId || paying !== 'yes') return;
      const paid = await requestJson(agent, `${origin}/api/v1/user/court/bookings`, {
        method: 'POST',
        headers: { ...player.auth, 'idempotency-key': randomUUID() },
        body: { holdId, paymentMethod: 'apple-pay' },
      });
      if (paid.status === 404 && codeOf(paid.body) === 'ROUTE_NOT_FOUND') {
        paying = 'no: POST /user/court/bookings is not there';
        return;
      }
      paySamples.push(paid.ms);
      count(payStatuses, paid.status);
    });
    const seconds = (Date.now() - started) / 1000;
    runs.push({
      reads: latencyOf(readSamples),
      holds: latencyOf(holdSamples),
      pays: latencyOf(paySamples),
      holdsPlacedPerSecond: (holdStatuses.get(201) ?? 0) / seconds,
      holdRequestsPerSecond: holdSamples.length / seconds,
      holdStatuses: statusLine(holdStatuses),
      payStatuses: statusLine(payStatuses),
    });
    console.log(`run ${run + 1}/${RUNS} done`);
  }

  const counting = openDatabase({ databaseUrl: database.url, dataDir: '' });
  const doubleBookings = await countDoubleBookings(counting.db).finally(() => counting.close());

  const load = `${PLAYERS} players at once, each sending its next request when answered; ${SECONDS} s of holds after ${READ_SECONDS} s of reads`;
  const holdsPerSecond = median(runs.map((run) => run.holdsPlacedPerSecond));
  const holdRow = {
    label: 'hold (POST /user/court/holds)',
    load,
    measured: medianLatency(runs.map((run) => run.holds)),
    baseline: {
      label: 'availability read by the same players',
      latency: medianLatency(runs.map((run) => run.reads)),
    },
    extra: {
      'holds placed/s': holdsPerSecond.toFixed(1),
      'hold requests/s': median(runs.map((run) => run.holdRequestsPerSecond)).toFixed(1),
      'hold answers per run': runs.map((run) => run.holdStatuses).join(' · '),
    },
  };
  const payRow =
    paying === 'yes'
      ? [
          {
            label: 'pay the hold (POST /user/court/bookings, sandbox card)',
            load,
            measured: medianLatency(runs.map((run) => run.pays)),
            extra: { 'pay answers per run': runs.map((run) => run.payStatuses).join(' · ') },
          },
        ]
      : [];
  saveScenario({
    id: 'court-holds',
    title: `Court holds: ${PLAYERS} players at once for ${SECONDS} s, PostgreSQL`,
    runs: RUNS,
    rows: [holdRow, ...payRow],
    targets: [target('0 double bookings', doubleBookings === 0, `${doubleBookings} over all runs`)],
    notes: [
      `${COURTS} courts × ${DAYS} days per run × ${CLOSES_AT - OPENS_AT} opening hours; holds of 1 or 2 hours at random; double bookings are overlapping held or paid rows on one court (countDoubleBookings).`,
      'Over HTTP (keep-alive, one connection per player) to the API in its own process (NODE_ENV=production, no Redis, no jobs, logs off); COURT_HOLDS_PER_PLAYER raised to 1000 so the per-player cap does not answer most attempts.',
      paying === 'yes'
        ? 'Each placed hold is paid at once with a saved sandbox card.'
        : `Payments not made (${paying}); figures are for holds alone.`,
    ],
  });
} finally {
  agent.destroy();
  await api?.stop();
  await database.drop();
}
