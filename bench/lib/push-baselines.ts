// What every push bench measures beside its own path, in the same run: raw Socket.IO (a bare
// server in a child process, one client per player, an HTTP POST that emits to one of them) and
// one PostgreSQL commit (BEGIN; INSERT; COMMIT from the bench process), with the same open loop.
// Target of a push: p99 <= 1.5 x (raw p99 + commit p99).
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { startChild } from './api-process.ts';
import { warmedOpenLoop } from './open-loop.ts';
import type { OwnStack } from './own-stack.ts';
import { Arrivals, openSockets, timedRequest } from './realtime-load.ts';
import { latencyOf, QUICK, type Latency } from './results.ts';

export const RATE = 20;
export const WARM_UP_MS = QUICK ? 2000 : 5000;
export const MEASURE_MS = QUICK ? 5000 : 20_000;
/** how many operations a measured stretch fires, warm-up included, with a few to spare */
export const OPERATIONS_PER_MEASURE = Math.ceil(((WARM_UP_MS + MEASURE_MS) / 1000) * RATE) + 4;

/** total: scheduled start → socket; http: the HTTP answer alone; afterAnswer: answer → socket */
export type Measured = {
  total: Latency;
  http: Latency;
  afterAnswer: Latency;
  errors: number;
  late: number;
};
export type Samples = { http: number[]; afterAnswer: number[] };
type RawClient = Socket<{ push: (payload: { id: string }) => void }>;

/** Warm-up, then the measured stretch at RATE; `fire` gets a fresh index for each. */
export async function measure(
  fire: (index: number, samples: Samples) => Promise<void>,
): Promise<Measured> {
  const { run, samples } = await warmedOpenLoop<Samples>({
    ratePerSecond: RATE,
    warmUpMs: WARM_UP_MS,
    measureMs: MEASURE_MS,
    newSamples: () => ({ http: [], afterAnswer: [] }),
    fire,
  });
  return {
    total: latencyOf(run.samplesMs),
    http: latencyOf(samples.http),
    afterAnswer: latencyOf(samples.afterAnswer),
    errors: run.errors,
    late: run.late,
  };
}

/**
 * A request whose answer is `expectStatus`, then the event it causes on a socket: the answer's
 * time into `samples.http`, answer → event into `samples.afterAnswer`. An event that came before
 * the answer counts as 0 (it is already resolved).
 */
export async function timedPush(
  samples: Samples,
  arrived: Promise<unknown>,
  send: () => ReturnType<typeof timedRequest>,
  expectStatus: number,
) {
  const answer = await send();
  if (answer.status !== expectStatus) {
    throw new Error(`answered ${answer.status}, not ${expectStatus}: ${answer.body}`);
  }
  samples.http.push(answer.ms);
  const answeredAt = performance.now();
  await arrived;
  samples.afterAnswer.push(performance.now() - answeredAt);
}

/** Starts the raw Socket.IO server with `clients` sockets and the commit table; measures both. */
export async function startBaselines(stack: OwnStack, clients: number) {
  const commit = await startCommitBaseline(stack);
  const raw = stack.stopAtEnd(
    await startChild({ script: 'bench/lib/raw-socket-server.ts', env: { PORT: '0' } }),
  );
  const rawClients = (await openSockets(
    raw.url,
    Array.from({ length: clients }, (_, index) => ({ room: `r${index}` })),
  )) as unknown as RawClient[];
  const rawArrivals = new Arrivals();
  for (const client of rawClients) client.on('push', ({ id }) => rawArrivals.arrived(id));

  return {
    raw: () =>
      measure((index, samples) =>
        timedPush(
          samples,
          rawArrivals.expect(String(index)),
          () =>
            timedRequest('POST', `${raw.url}/emit?room=r${index % clients}&event=push&id=${index}`),
          204,
        ),
      ),
    commit,
  };
}

/** One PostgreSQL commit (BEGIN; INSERT; COMMIT from the bench process), at RATE, measured. */
export async function startCommitBaseline(stack: OwnStack) {
  const commitPool = new pg.Pool({ connectionString: stack.databaseUrl, max: 4 });
  stack.stopAtEnd({ stop: () => commitPool.end() });
  await commitPool.query(
    'create table if not exists bench_commit (id bigserial primary key, payload text not null, at timestamptz not null default now())',
  );
  return () =>
    measure(async () => {
      const client = await commitPool.connect();
      try {
        await client.query('begin');
        await client.query('insert into bench_commit (payload) values ($1)', ['accepted']);
        await client.query('commit');
      } finally {
        client.release();
      }
    });
}

/** The push target: what the physics costs (one emit, one commit), with half again to spare. */
export function pushAllowance(raw: Latency, commit: Latency) {
  return {
    allowedP99: 1.5 * (raw.p99 + commit.p99),
    words: `1.5 x (${raw.p99.toFixed(2)} + ${commit.p99.toFixed(2)})`,
  };
}

/** How every push target is worded in the results table. */
export const PUSH_TARGET = '<= 1.5 x (raw Socket.IO p99 + one commit p99)';
