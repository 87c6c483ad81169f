// Waitlist offer push: from a player giving up their place (DELETE /user/socials/:id/place)
// until the first in line's socket has `waitlist:offered`, with 1,000 players' sockets
// connected, open loop at a fixed rate, one API process. Each give-up is at a social of its own
// (one place, held by one player, one waiting), seeded in SQL beforehand. Beside it, in the same
// run: raw Socket.IO and one PostgreSQL commit (bench/lib/push-baselines.ts). Target: offer p99
// <= 1.5 x (raw p99 + commit p99). Run: npx tsx bench/waitlist-offer.bench.ts (QUICK=1: one short
// run). Needs the local PostgreSQL and Redis, like the tests.
import type { Database } from '../apps/server/src/db/client.ts';
import { insertFullSocialWithLine } from '../apps/server/src/test/factories.ts';
import { eachEventOnce } from '../apps/server/src/realtime/realtime-test-kit.ts';
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
  type BenchUser,
} from './lib/realtime-load.ts';
import { medianLatency, RUNS, saveScenario, target, type Latency } from './lib/results.ts';

const SOCKETS = 1000;
const LOAD = `${RATE}/s open loop, ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up, ${SOCKETS} sockets connected`;

type GiveUp = { socialId: string; holder: BenchUser; waiter: BenchUser };

/** One-place socials three days ahead, each held by one player with another in line. */
async function fullSocialsWithALine(
  db: Database,
  organizerId: string,
  players: BenchUser[],
  count: number,
  offset: number,
): Promise<GiveUp[]> {
  const pairs = Array.from({ length: count }, (_, index) => {
    const at = (offset + index) * 2;
    return { holder: players[at % players.length], waiter: players[(at + 1) % players.length] };
  });
  return inBatches(pairs, 8, async ({ holder, waiter }, index) => {
    if (!holder || !waiter) throw new Error('not enough players');
    const socialId = await insertFullSocialWithLine(
      db,
      { organizerId, holderId: holder.id, waiterId: waiter.id },
      { name: `Bench Full Social ${offset + index}`, category: 'tennis' },
    );
    return { socialId, holder, waiter };
  });
}

await benchOnOwnStack('waitlist-offer', async (stack) => {
  const { db, startApi } = stack;
  const api = await startApi({ TRUST_PROXY: 'loopback' });
  const [organizer] = await insertUsers(db, 1, 'Olivia');
  if (!organizer) throw new Error('no organiser');
  const players = await insertUsers(db, SOCKETS, 'Player');
  const baselines = await startBaselines(stack, SOCKETS);
  let seeded = 0;

  const offers = async (): Promise<Measured> => {
    const giveUps = await fullSocialsWithALine(
      db,
      organizer.id,
      players,
      OPERATIONS_PER_MEASURE,
      seeded,
    );
    seeded += giveUps.length;
    const sockets = await openSockets(
      api.url,
      players.map((player) => ({ token: player.token })),
    );
    const arrivals = new Arrivals();
    for (const socket of sockets) {
      socket.on(
        'waitlist:offered',
        eachEventOnce((offer) => arrivals.arrived(offer.socialId)),
      );
    }
    try {
      return await measure(async (index, samples) => {
        const giveUp = giveUps[index];
        if (!giveUp) throw new Error('not enough seeded socials');
        await timedPush(
          samples,
          arrivals.expect(giveUp.socialId),
          () =>
            timedRequest(
              'DELETE',
              `${api.url}/api/v1/user/socials/${giveUp.socialId}/place?expectRefund=full`,
              { token: giveUp.holder.token },
            ),
          200,
        );
      });
    } finally {
      await closeSockets(sockets);
    }
  };

  const runs: { raw: Measured; commit: Measured; offer: Measured }[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const raw = await baselines.raw();
    const commit = await baselines.commit();
    const offer = await offers();
    runs.push({ raw, commit, offer });
    console.log(
      `run ${run}/${RUNS}: raw p99 ${raw.total.p99.toFixed(2)} ms, commit p99 ${commit.total.p99.toFixed(2)} ms, offer p99 ${offer.total.p99.toFixed(2)} ms`,
    );
  }

  const medianOf = (pick: (run: (typeof runs)[number]) => Latency) => medianLatency(runs.map(pick));
  const raw = medianOf((run) => run.raw.total);
  const commit = medianOf((run) => run.commit.total);
  const offer = medianOf((run) => run.offer.total);
  const { allowedP99, words } = pushAllowance(raw, commit);
  saveScenario({
    id: 'waitlist-offer',
    title: 'Waitlist offer: a place given up → the first in line’s socket, 1,000 sockets connected',
    runs: RUNS,
    rows: [
      {
        label: 'place given up on A → waitlist:offered on A',
        load: LOAD,
        measured: offer,
        baseline: { label: 'raw Socket.IO: HTTP POST → emit to 1 of 1,000', latency: raw },
        extra: {
          'per run': `${runs.map((run) => run.offer.errors).join('/')} errors, ${runs.map((run) => run.offer.late).join('/')} late starts`,
        },
      },
      {
        label: 'give-up HTTP alone',
        load: LOAD,
        measured: medianOf((run) => run.offer.http),
      },
      {
        label: 'one PostgreSQL commit: BEGIN; INSERT; COMMIT (from the bench process)',
        load: `${RATE}/s open loop, same database`,
        measured: commit,
      },
    ],
    targets: [
      target(
        `offer push p99 ${PUSH_TARGET}`,
        offer.p99 <= allowedP99,
        `${offer.p99.toFixed(2)} ms vs ${allowedP99.toFixed(2)} ms (${words})`,
      ),
    ],
    notes: [
      'The API is a child process (node --import tsx, NODE_ENV=production, JOBS=off, LOG_LEVEL=silent); sockets and HTTP clients run in the bench process.',
      'Each give-up frees the one place of its own social: one transaction of 6 round trips (begin, lock the social with its group, delete the place, one statement that offers it with its bell entry, moves the counts and reads the line, one that stores every event, commit); the commit’s wake-up carries the offer to the waiter’s socket (the relay numbers it afterwards).',
    ],
  });
});
