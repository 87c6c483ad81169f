// Chat fan-out: a social's group of 200 members (the organiser and 199 players), 20 messages/s
// open loop, each from one member; how long from the send until the last of the 199 others'
// sockets has `chat:message`? Sent over the socket (`chat:send`, acked after the commit) and over
// HTTP (POST .../messages), to one API process on the local PostgreSQL (stored, then delivered
// through the outbox relay to each member's own room). Baselines, in the same run: a bare
// Socket.IO server in a child process emitting to 199 clients on an HTTP POST, and one
// PostgreSQL commit. Target, as every push's: p99 <= 1.5 x (raw p99 + commit p99) from send to
// the last member. The API and the baseline run in child
// processes (bench/lib/api-process.ts), the 200 sockets here.
// Run: npx tsx bench/chat-fanout.bench.ts (QUICK=1: one short run). Needs PostgreSQL and Redis.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { insertMissingGroups } from '../apps/server/src/modules/chat/social-groups-repository.ts';
import { socialBookings } from '../apps/server/src/modules/socials/socials.schema.ts';
import { insertSocial } from '../apps/server/src/test/factories.ts';
import { eachEventOnce } from '../apps/server/src/realtime/realtime-test-kit.ts';
import { startChild } from './lib/api-process.ts';
import { warmedOpenLoop } from './lib/open-loop.ts';
import { benchOnOwnStack } from './lib/own-stack.ts';
import { PUSH_TARGET, pushAllowance, startCommitBaseline } from './lib/push-baselines.ts';
import {
  closeSockets,
  insertUsers,
  openSockets,
  timedRequest,
  type AppClient,
} from './lib/realtime-load.ts';
import {
  formatLatency,
  latencyOf,
  medianLatency,
  QUICK,
  RUNS,
  saveScenario,
  target,
  type Latency,
} from './lib/results.ts';

const MEMBERS = 200;
const RECEIVERS = MEMBERS - 1;
const RATE = 20;
/**
 * Members taking turns to send: the app allows 20 messages per 10 s per sender, so 20 senders
 * each send one a second (10 per 10 s), and the limit never answers instead of the fan-out.
 */
const SENDERS = 20;
const WARM_UP_MS = QUICK ? 2000 : 5000;
const MEASURE_MS = QUICK ? 5000 : 20_000;
const LOAD = `${RATE} messages/s open loop, ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up`;

type RawClient = Socket<{ chat: (payload: { id: string }) => void }>;
/** latency: scheduled send → last member; answer: the ack or 201 alone; afterAnswer: → last */
type Measured = {
  latency: Latency;
  answer: Latency;
  afterAnswer: Latency;
  errors: number;
  late: number;
};
type Samples = { answer: number[]; afterAnswer: number[] };

/** Counts, per key, the receipts still awaited; resolves when the last one has arrived. */
class FanOut {
  private waiting = new Map<string, { left: number; done: () => void }>();

  expect(key: string, count: number, timeoutMs = 10_000): Promise<void> {
    const promise = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const left = this.waiting.get(key)?.left;
        this.waiting.delete(key);
        reject(new Error(`${key}: ${left} receipts missing`));
      }, timeoutMs);
      this.waiting.set(key, {
        left: count,
        done: () => {
          clearTimeout(timer);
          this.waiting.delete(key);
          resolve();
        },
      });
    });
    promise.catch(() => undefined);
    return promise;
  }

  arrived(key: string) {
    const entry = this.waiting.get(key);
    if (!entry) return;
    entry.left -= 1;
    if (entry.left === 0) entry.done();
  }
}

/** Warm-up, then the measured stretch, open loop; `fire` gets a fresh index for each. */
async function measure(
  fire: (index: number, samples: Samples) => Promise<void>,
): Promise<Measured> {
  const { run, samples } = await warmedOpenLoop<Samples>({
    ratePerSecond: RATE,
    warmUpMs: WARM_UP_MS,
    measureMs: MEASURE_MS,
    newSamples: () => ({ answer: [], afterAnswer: [] }),
    fire,
  });
  return {
    latency: latencyOf(run.samplesMs),
    answer: latencyOf(samples.answer),
    afterAnswer: latencyOf(samples.afterAnswer),
    errors: run.errors,
    late: run.late,
  };
}

/** Times the send's answer, then how long after it the last member had the message. */
async function answeredThenArrived(
  samples: Samples,
  send: () => Promise<void>,
  arrived: Promise<void>,
) {
  const startedAt = performance.now();
  await send();
  const answeredAt = performance.now();
  samples.answer.push(answeredAt - startedAt);
  // A fan-out finished before the answer counts as 0 (it is already resolved).
  await arrived;
  samples.afterAnswer.push(performance.now() - answeredAt);
}

await benchOnOwnStack('chat', async (stack) => {
  const { db, startApi, stopAtEnd } = stack;
  const members = await insertUsers(db, MEMBERS, 'Member');
  const [organizer, ...players] = members;
  if (!organizer) throw new Error('no organiser');
  const socialId = await insertSocial(db, organizer.id, {
    capacity: players.length,
    attendeesCount: players.length,
  });
  await db
    .insert(socialBookings)
    .values(players.map((player) => ({ socialId, userId: player.id })));
  const [conversationId] = await db.transaction((tx) => insertMissingGroups(tx, [socialId]));
  if (!conversationId) throw new Error('no group');

  const raw = stopAtEnd(
    await startChild({ script: 'bench/lib/raw-socket-server.ts', env: { PORT: '0' } }),
  );
  const rawClients = (await openSockets(
    raw.url,
    Array.from({ length: RECEIVERS }, () => ({ room: 'group' })),
  )) as unknown as RawClient[];
  const rawFanOut = new FanOut();
  for (const client of rawClients) client.on('chat', ({ id }) => rawFanOut.arrived(id));

  // Each bench socket names its own address (see realtime-load.ts addressOf).
  const api = await startApi({ TRUST_PROXY: 'loopback' });
  const sockets: AppClient[] = await openSockets(
    api.url,
    members.map((member) => ({ token: member.token })),
  );
  const fanOut = new FanOut();
  sockets.forEach((socket, index) => {
    const ownId = members[index]?.id;
    socket.on(
      'chat:message',
      eachEventOnce((message) => {
        if (message.sender.id !== ownId) fanOut.arrived(message.clientId);
      }),
    );
  });

  let sent = 0;
  /** The next member's turn, and a clientId never used before. */
  const nextSend = () => {
    const senderIndex = sent % SENDERS;
    const sender = members[senderIndex];
    const socket = sockets[senderIndex];
    if (!sender || !socket) throw new Error('no sender');
    sent += 1;
    return { sender, socket, clientId: `bench-${sent}-${randomBytes(3).toString('hex')}` };
  };

  const commitBaseline = await startCommitBaseline(stack);
  const runs: { raw: Measured; commit: Latency; socket: Measured; http: Measured }[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const commitRun = (await commitBaseline()).total;
    const rawRun = await measure(async (index, samples) => {
      const id = `raw-${run}-${index}`;
      const arrived = rawFanOut.expect(id, RECEIVERS);
      await answeredThenArrived(
        samples,
        async () => {
          const url = `${raw.url}/emit?room=group&event=chat&id=${id}`;
          const answer = await timedRequest('POST', url);
          if (answer.status !== 204) throw new Error(`raw emit answered ${answer.status}`);
        },
        arrived,
      );
    });
    const socketRun = await measure(async (_index, samples) => {
      const { socket, clientId } = nextSend();
      const arrived = fanOut.expect(clientId, RECEIVERS);
      await answeredThenArrived(
        samples,
        async () => {
          const ack = await socket.emitWithAck('chat:send', {
            conversationId,
            clientId,
            body: `Hello all (${clientId})`,
          });
          if (!('data' in ack)) throw new Error(`chat:send refused: ${ack.error}`);
        },
        arrived,
      );
    });
    const httpRun = await measure(async (_index, samples) => {
      const { sender, clientId } = nextSend();
      const arrived = fanOut.expect(clientId, RECEIVERS);
      await answeredThenArrived(
        samples,
        async () => {
          const answer = await timedRequest(
            'POST',
            `${api.url}/api/v1/user/conversations/${conversationId}/messages`,
            { token: sender.token, body: { clientId, body: `Hello all (${clientId})` } },
          );
          if (answer.status !== 201) {
            throw new Error(`POST answered ${answer.status}: ${answer.body}`);
          }
        },
        arrived,
      );
    });
    runs.push({ raw: rawRun, commit: commitRun, socket: socketRun, http: httpRun });
    console.log(
      `run ${run}/${RUNS}: raw p99 ${rawRun.latency.p99.toFixed(2)} ms, commit p99 ${commitRun.p99.toFixed(2)} ms, chat:send p99 ${socketRun.latency.p99.toFixed(2)} ms, POST p99 ${httpRun.latency.p99.toFixed(2)} ms`,
    );
  }
  await closeSockets(sockets);

  const medianOf = (pick: (run: (typeof runs)[number]) => Measured) =>
    medianLatency(runs.map((run) => pick(run).latency));
  /** Where the time goes: the send's own answer, then the delivery after it. */
  const breakdown = (pick: (run: (typeof runs)[number]) => Measured) => ({
    'the answer alone (ack / 201)': formatLatency(medianLatency(runs.map((r) => pick(r).answer))),
    'after the answer → last member': formatLatency(
      medianLatency(runs.map((r) => pick(r).afterAnswer)),
    ),
    'per run': `${runs.map((r) => pick(r).errors).join('/')} errors, ${runs.map((r) => pick(r).late).join('/')} late starts`,
  });
  const baseline = {
    label: `raw Socket.IO: HTTP POST → emit to ${RECEIVERS} clients`,
    latency: medianOf((run) => run.raw),
  };
  const overSocket = medianOf((run) => run.socket);
  const overHttp = medianOf((run) => run.http);
  const commit = medianLatency(runs.map((run) => run.commit));
  const { allowedP99, words } = pushAllowance(baseline.latency, commit);

  saveScenario({
    id: 'chat-fanout',
    title: `Chat fan-out: a ${MEMBERS}-member group, send → the last of ${RECEIVERS} other members`,
    runs: RUNS,
    rows: [
      {
        label: 'chat:send over the socket → last member socket',
        load: LOAD,
        measured: overSocket,
        baseline,
        extra: breakdown((run) => run.socket),
      },
      {
        label: 'POST .../messages over HTTP → last member socket',
        load: LOAD,
        measured: overHttp,
        baseline,
        extra: breakdown((run) => run.http),
      },
      {
        label: 'one PostgreSQL commit: BEGIN; INSERT; COMMIT (from the bench process)',
        load: `${RATE}/s open loop, same database`,
        measured: commit,
      },
    ],
    targets: [
      target(
        `chat:send p99 to the last member ${PUSH_TARGET}`,
        overSocket.p99 <= allowedP99,
        `${overSocket.p99.toFixed(2)} ms vs ${allowedP99.toFixed(2)} ms (${words})`,
      ),
      target(
        `POST .../messages p99 to the last member ${PUSH_TARGET}`,
        overHttp.p99 <= allowedP99,
        `${overHttp.p99.toFixed(2)} ms vs ${allowedP99.toFixed(2)} ms (${words})`,
      ),
    ],
    notes: [
      'The API and the raw Socket.IO server are child processes (NODE_ENV=production, JOBS=off, LOG_LEVEL=silent); the 200 member sockets and the senders run in the bench process.',
      `${SENDERS} members take turns to send (one message a second each), under the app's limit of 20 per 10 s per sender.`,
      'TRUST_PROXY=loopback with an X-Forwarded-For per socket, so the per-address handshake limit does not queue the bench sockets; no limit was raised.',
    ],
  });
});
