// The accept's HTTP answer with mail and push off and on, side by side in one run. Off: the API
// with no jobs (as the other benches run it). On: the same API running its job worker, whose
// sweeps turn each accept into a mail to the player, sent to a real SMTP server the bench starts
// (smtp-server), and a push to the player's device, posted to the stand-in push service (which
// checks the signature and decrypts it), while the accepts go on. Mail and push are jobs, never in
// the request, so the accept should not slow down. Target: p50 on at most 1.1 x p50 off.
// Run: npx tsx bench/accept-with-mail.bench.ts (QUICK=1: one short run). Needs PostgreSQL, Redis.
import { SMTPServer } from 'smtp-server';
import type { Database } from '../apps/server/src/db/client.ts';
import { pushSubscriptions } from '../apps/server/src/modules/delivery/delivery.schema.ts';
import { startPushServiceStandIn } from '../apps/server/src/modules/delivery/push/push-service-stand-in.ts';
import { joinRequests } from '../apps/server/src/modules/join-requests/join-requests.schema.ts';
import { insertSocial } from '../apps/server/src/test/factories.ts';
import { openLoop } from './lib/open-loop.ts';
import { benchOnOwnStack } from './lib/own-stack.ts';
import { insertUsers, timedRequest, type BenchUser } from './lib/realtime-load.ts';
import {
  latencyOf,
  median,
  medianLatency,
  QUICK,
  RUNS,
  saveScenario,
  target,
} from './lib/results.ts';

const RATE = 20;
const WARM_UP_MS = QUICK ? 1000 : 3000;
const MEASURE_MS = QUICK ? 4000 : 15_000;
const PER_STRETCH = Math.ceil(((WARM_UP_MS + MEASURE_MS) / 1000) * RATE) + 10;
const LOAD = `${RATE} req/s open loop, ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up`;

/** `count` pending requests to join socials of the organiser's, one player each. */
async function pendingRequests(
  db: Database,
  organizer: BenchUser,
  players: BenchUser[],
  count: number,
) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const socialId = await insertSocial(db, organizer.id, {
      name: `Mail Bench ${index}`,
      capacity: 4,
    });
    const player = players[index % players.length];
    if (!player) throw new Error('no players');
    const [row] = await db
      .insert(joinRequests)
      .values({ socialId, userId: player.id, message: 'Bench' })
      .returning({ id: joinRequests.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

await benchOnOwnStack('accept-with-mail', async (stack) => {
  let mailsReceived = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        mailsReceived++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  stack.stopAtEnd({ stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) });
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('no SMTP port');
  const smtpUrl = `smtp://127.0.0.1:${address.port}`;

  const pushService = await startPushServiceStandIn();
  stack.stopAtEnd({ stop: () => pushService.close() });

  const [organizer, ...players] = await insertUsers(stack.db, 21, 'Mail');
  if (!organizer) throw new Error('no organiser');
  // Every player has a browser subscribed to push.
  await stack.db.insert(pushSubscriptions).values(
    players.map((player) => {
      const device = pushService.subscribe();
      return { userId: player.id, endpoint: device.endpoint, ...device.keys };
    }),
  );

  /** One stretch of accepts through an API started with `env`; answers the HTTP latencies. */
  const accepts = async (env: Record<string, string>) => {
    const ids = await pendingRequests(stack.db, organizer, players, PER_STRETCH);
    const api = await stack.startApi(env);
    try {
      let next = 0;
      const fire = async () => {
        const id = ids[next++];
        if (!id) throw new Error('not enough requests seeded');
        const answer = await timedRequest(
          'PUT',
          `${api.url}/api/v1/organizer/social/request/${id}`,
          {
            token: organizer.token,
          },
        );
        if (answer.status !== 200)
          throw new Error(`accept answered ${answer.status}: ${answer.body}`);
        return answer.ms;
      };
      await openLoop({
        ratePerSecond: RATE,
        durationMs: WARM_UP_MS,
        fire: async () => void (await fire()),
      });
      const samples: number[] = [];
      const run = await openLoop({
        ratePerSecond: RATE,
        durationMs: MEASURE_MS,
        fire: async () => void samples.push(await fire()),
      });
      return { latency: latencyOf(samples), errors: run.errors };
    } finally {
      await api.stop();
    }
  };

  const off: ReturnType<typeof latencyOf>[] = [];
  const on: ReturnType<typeof latencyOf>[] = [];
  const mailed: number[] = [];
  const pushed: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    off.push((await accepts({ JOBS: 'off' })).latency);
    const mailsBefore = mailsReceived;
    const pushesBefore = pushService.received.length;
    on.push(
      (
        await accepts({
          JOBS: 'on',
          SMTP_URL: smtpUrl,
          PUSH_ENDPOINT_ALLOWLIST: pushService.origin,
        })
      ).latency,
    );
    mailed.push(mailsReceived - mailsBefore);
    pushed.push(pushService.received.length - pushesBefore);
    console.log(
      `run ${run}/${RUNS}: accept p50 ${off.at(-1)?.p50.toFixed(2)} ms off, ${on.at(-1)?.p50.toFixed(2)} ms on; ${mailed.at(-1)} mails, ${pushed.at(-1)} pushes`,
    );
  }
  if (pushService.refusals.length > 0) {
    throw new Error(`the push service refused pushes: ${pushService.refusals[0]}`);
  }
  const withoutMail = medianLatency(off);
  const withMail = medianLatency(on);
  const growth = withMail.p50 / withoutMail.p50;
  saveScenario({
    id: 'accept-with-mail',
    title:
      'Accept with mail and push on: the HTTP answer while the job worker mails and pushes every accept',
    runs: RUNS,
    rows: [
      {
        label: 'accept (PUT /organizer/social/request/{id}), mail and push on',
        load: LOAD,
        measured: withMail,
        baseline: {
          label: 'the same accept, mail and push off (no job worker)',
          latency: withoutMail,
        },
        extra: {
          'mails received by the SMTP server per run': mailed.join('/'),
          'pushes received by the push service per run': pushed.join('/'),
        },
      },
    ],
    targets: [
      target(
        'accept p50 with mail and push on <= 1.1 x with them off',
        growth <= 1.1,
        `${withMail.p50.toFixed(2)} vs ${withoutMail.p50.toFixed(2)} ms (${growth.toFixed(2)}x)`,
      ),
    ],
    notes: [
      'The API is a child process (JOBS=off, or JOBS=on with SMTP_URL set to an smtp-server the bench runs and PUSH_ENDPOINT_ALLOWLIST to the stand-in push service); each stretch starts its own API, alternating off and on.',
      `On sends one mail per accept (the answer to the player's request) from the delivery.mail sweep, every 5 s, and one push to the player's device from the delivery.push sweep, every 3 s, signed (VAPID) and encrypted (RFC 8291). Median per stretch: ${median(mailed)} mails, ${median(pushed)} pushes.`,
    ],
  });
});
