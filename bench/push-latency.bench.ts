// Push: from an organiser's accept (PUT /organizer/social/request/:id) until the player's socket
// has `join-request:decided`, with 1,000 players' sockets connected, open loop at a fixed rate.
// Once with one API process (accept and socket on A) and once with two (accept on A, socket on
// B: the event reaches B through the outbox in PostgreSQL, see docs/reliability.md). Beside it,
// in the same run: raw Socket.IO (a bare server in a child process, 1,000 clients, an HTTP POST
// that emits to one of them) and the cost of one PostgreSQL commit (BEGIN; INSERT; COMMIT from
// this process). Target: push p99 <= 1.5 x (raw p99 + commit p99).
// Every server runs in a child process (bench/lib/api-process.ts), the sockets and HTTP clients
// here. Run: npx tsx bench/push-latency.bench.ts (QUICK=1: one short run). Needs the local
// PostgreSQL and Redis, like the tests.
import { insertMissingGroups } from '../apps/server/src/modules/chat/social-groups-repository.ts';
import { insertSocial } from '../apps/server/src/test/factories.ts';
import { eachEventOnce } from '../apps/server/src/realtime/realtime-test-kit.ts';
import type { ChildServer } from './lib/api-process.ts';
import { benchOnOwnStack } from './lib/own-stack.ts';
import {
  measure,
  MEASURE_MS,
  OPERATIONS_PER_MEASURE,
  pushAllowance,
  PUSH_TARGET,
  RATE,
  startBaselines,
  timedPush,
  WARM_UP_MS,
  type Measured,
} from './lib/push-baselines.ts';
import {
  Arrivals,
  closeSockets,
  inBatches,
  insertUsers,
  openSockets,
  timedRequest,
  type AppClient,
  type BenchUser,
} from './lib/realtime-load.ts';
import {
  formatLatency,
  medianLatency,
  RUNS,
  saveScenario,
  target,
  type Latency,
} from './lib/results.ts';

const SOCKETS = 1000;
/** players per social: a social of a realistic size, so an accept's work does not grow */
const PER_SOCIAL = 20;
const LOAD = `${RATE}/s open loop, ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up, ${SOCKETS} sockets connected`;

await benchOnOwnStack('push', async (stack) => {
  const { db, startApi } = stack;
  // Each bench socket names its own address (see realtime-load.ts addressOf).
  const startInstance = () => startApi({ TRUST_PROXY: 'loopback' });
  const [organizer] = await insertUsers(db, 1, 'Olivia');
  if (!organizer) throw new Error('no organiser');
  const players = await insertUsers(db, SOCKETS, 'Player');
  const baselines = await startBaselines(stack, SOCKETS);

  const a = await startInstance();
  let socialNumber = 0;

  /** Pending requests from distinct players, PER_SOCIAL to a social, asked through A. */
  const askToJoin = async (count: number) => {
    const asks: { player: BenchUser; socialId: string }[] = [];
    for (let index = 0; index < count; index += PER_SOCIAL) {
      const socialId = await insertSocial(db, organizer.id, {
        name: `Bench Social ${socialNumber++}`,
        capacity: PER_SOCIAL,
        category: 'tennis',
      });
      // With its group, as every social made in the app has (the accept makes a missing one).
      await db.transaction((tx) => insertMissingGroups(tx, [socialId]));
      for (let seat = 0; seat < PER_SOCIAL && index + seat < count; seat++) {
        const player = players[(index + seat) % players.length];
        if (player) asks.push({ player, socialId });
      }
    }
    return inBatches(asks, 8, async ({ player, socialId }) => {
      const answer = await timedRequest('POST', `${a.url}/api/v1/user/social/booking/request`, {
        token: player.token,
        body: { socialId, organizerId: organizer.id },
      });
      if (answer.status !== 201)
        throw new Error(`asking answered ${answer.status}: ${answer.body}`);
      return (JSON.parse(answer.body) as { data: { id: string } }).data.id;
    });
  };

  /** The push path with the players' sockets on `socketsOn`, accepts sent to A. */
  const pushVia = async (socketsOn: ChildServer): Promise<Measured> => {
    const requestIds = await askToJoin(OPERATIONS_PER_MEASURE);
    const sockets: AppClient[] = await openSockets(
      socketsOn.url,
      players.map((player) => ({ token: player.token })),
    );
    const arrivals = new Arrivals();
    for (const socket of sockets) {
      socket.on(
        'join-request:decided',
        eachEventOnce((decision) => arrivals.arrived(decision.id)),
      );
    }
    try {
      return await measure(async (index, samples) => {
        const requestId = requestIds[index];
        if (!requestId) throw new Error('not enough pending requests');
        await timedPush(
          samples,
          arrivals.expect(requestId),
          () =>
            timedRequest('PUT', `${a.url}/api/v1/organizer/social/request/${requestId}`, {
              token: organizer.token,
            }),
          200,
        );
      });
    } finally {
      await closeSockets(sockets);
    }
  };

  const runs: {
    raw: Measured;
    commit: Measured;
    single: Measured;
    dual: Measured;
  }[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const rawRun = await baselines.raw();
    const commitRun = await baselines.commit();
    const single = await pushVia(a);
    const b = await startInstance();
    const dual = await pushVia(b);
    await b.stop();
    runs.push({ raw: rawRun, commit: commitRun, single, dual });
    console.log(
      `run ${run}/${RUNS}: raw p99 ${rawRun.total.p99.toFixed(2)} ms, commit p99 ${commitRun.total.p99.toFixed(2)} ms, ` +
        `one instance p99 ${single.total.p99.toFixed(2)} ms, two p99 ${dual.total.p99.toFixed(2)} ms`,
    );
  }

  const medianOf = (pick: (run: (typeof runs)[number]) => Latency) => medianLatency(runs.map(pick));
  const rawTotal = medianOf((run) => run.raw.total);
  const rawHttp = medianOf((run) => run.raw.http);
  const commit = medianOf((run) => run.commit.total);
  const single = medianOf((run) => run.single.total);
  const dual = medianOf((run) => run.dual.total);
  const singleHttp = medianOf((run) => run.single.http);
  const dualHttp = medianOf((run) => run.dual.http);
  const { allowedP99, words } = pushAllowance(rawTotal, commit);
  // The raw emit goes out before its answer, so its socket mostly has it by then (0 ms).
  const rawAfterAnswer = formatLatency(medianOf((run) => run.raw.afterAnswer));
  const failures = (pick: (run: (typeof runs)[number]) => Measured) =>
    `${runs.map((run) => pick(run).errors).join('/')} errors, ${runs.map((run) => pick(run).late).join('/')} late starts`;
  const rawBaseline = { label: 'raw Socket.IO: HTTP POST → emit to 1 of 1,000', latency: rawTotal };

  saveScenario({
    id: 'push-latency',
    title: 'Push: accept → the player’s socket, 1,000 sockets connected',
    runs: RUNS,
    rows: [
      {
        label: 'one API instance: accept on A → join-request:decided on A',
        load: LOAD,
        measured: single,
        baseline: rawBaseline,
        extra: { 'per run': failures((run) => run.single) },
      },
      {
        label: 'two API instances: accept on A → join-request:decided on B',
        load: LOAD,
        measured: dual,
        baseline: rawBaseline,
        extra: { 'per run': failures((run) => run.dual) },
      },
      {
        label: 'accept HTTP alone (one instance)',
        load: LOAD,
        measured: singleHttp,
        baseline: { label: 'raw Socket.IO HTTP POST /emit alone', latency: rawHttp },
      },
      {
        label: 'accept HTTP alone (two instances)',
        load: LOAD,
        measured: dualHttp,
        baseline: { label: 'raw Socket.IO HTTP POST /emit alone', latency: rawHttp },
      },
      {
        label: 'delivery after the accept’s answer → socket (one instance)',
        load: LOAD,
        measured: medianOf((run) => run.single.afterAnswer),
        extra: { 'raw Socket.IO, after its answer': rawAfterAnswer },
      },
      {
        label: 'delivery after the accept’s answer → socket on B (two instances)',
        load: LOAD,
        measured: medianOf((run) => run.dual.afterAnswer),
        extra: { 'raw Socket.IO, after its answer': rawAfterAnswer },
      },
      {
        label: 'one PostgreSQL commit: BEGIN; INSERT; COMMIT (from the bench process)',
        load: `${RATE}/s open loop, same database`,
        measured: commit,
      },
    ],
    targets: [
      target(
        `push p99, one instance ${PUSH_TARGET}`,
        single.p99 <= allowedP99,
        `${single.p99.toFixed(2)} ms vs ${allowedP99.toFixed(2)} ms (${words})`,
      ),
      target(
        `push p99, two instances ${PUSH_TARGET}`,
        dual.p99 <= allowedP99,
        `${dual.p99.toFixed(2)} ms vs ${allowedP99.toFixed(2)} ms`,
      ),
    ],
    notes: [
      'Every server is a child process (node --import tsx, NODE_ENV=production, JOBS=off, LOG_LEVEL=silent); sockets and HTTP clients run in the bench process.',
      'TRUST_PROXY=loopback, and each socket sends its own X-Forwarded-For, so the per-address handshake limit does not queue 1,000 bench sockets; no limit was raised.',
      `Accounts are inserted in SQL with tokens signed by the bench; each accept is of a pending request to a social of ${PER_SOCIAL} places with its chat group, asked beforehand over HTTP.`,
      'The raw baseline is triggered by an HTTP POST, as the accept is, so both include one HTTP round trip; its emit reaches one socket among 1,000.',
      "The accept's HTTP answer has its target in write-paths, beside bare Fastify and one commit on the app's own pool; here it is figures only, with 1,000 sockets connected.",
    ],
  });
});
