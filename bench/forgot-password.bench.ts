// 'Forgot your password?' must not tell anyone which emails have accounts: not by its answer, and
// not by its time. Over real HTTP (keep-alive), at a low fixed rate, open loop, requests for
// emails with an account and for emails without one are interleaved (known, unknown, known, ...)
// so both meet the same load, with the job worker running in the process as in `npm start` (it
// mails the known ones). Beside them, in the same run: bare Fastify answering a POST of the same
// size. The target compares the two kinds with each other, against the spread of the baseline.
// Run: npx tsx bench/forgot-password.bench.ts   (QUICK=1 for a short run while developing)
import Fastify from 'fastify';
import { listenOnFreePort } from '../apps/server/src/realtime/realtime-test-kit.ts';
import { deleteRedisKeys, signUp } from '../apps/server/src/test/factories.ts';
import { createTestApp, createTestDatabase } from '../apps/server/src/test/test-app.ts';
import { openLoop } from './lib/open-loop.ts';
import { latencyOf, QUICK, saveScenario, target, type Latency } from './lib/results.ts';

const RATE = 40;
const WARM_UP_MS = QUICK ? 1000 : 3000;
const MEASURE_MS = QUICK ? 4000 : 20_000;
const ACCOUNTS = 40;
const LOAD = `${RATE} req/s open loop (known and unknown interleaved), ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up`;

const database = await createTestDatabase();
const keyPrefix = `bp-bench-forgot:${Date.now()}:`;
const { app, close, config } = await createTestApp({
  databaseUrl: database.url,
  keyPrefix,
  // The worker runs in the process and mails the known emails' links, as `npm start` does.
  env: {
    LOG_LEVEL: 'silent',
    JOBS: 'on',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    EMAIL_VERIFICATION: 'off',
  },
});
const bare = Fastify();
try {
  const url = await listenOnFreePort(app);
  bare.post('/forgot', async (_request, reply) =>
    reply
      .status(202)
      .send({ message: 'If an account exists for that email, we have sent a link', data: null }),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const known = await Promise.all(
    Array.from({ length: ACCOUNTS }, (_, index) => signUp(app, `Known${index}`)),
  );
  const post = async (base: string, email: string) => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await response.text();
    if (response.status !== 202) throw new Error(`${response.status}`);
  };
  const forgotUrl = `${url}/api/v1/auth/password/forgot`;

  const run = async (durationMs: number) => {
    const samples = { known: [] as number[], unknown: [] as number[], baseline: [] as number[] };
    const timed = async (into: number[], work: () => Promise<void>) => {
      const started = performance.now();
      await work();
      into.push(performance.now() - started);
    };
    await openLoop({
      ratePerSecond: RATE,
      durationMs,
      fire: async (index) => {
        const person = known[index % ACCOUNTS];
        if (!person) throw new Error('no account');
        if (index % 3 === 0) await timed(samples.known, () => post(forgotUrl, person.email));
        else if (index % 3 === 1) {
          await timed(samples.unknown, () => post(forgotUrl, `nobody-${index}@example.com`));
        } else await timed(samples.baseline, () => post(`${bareUrl}/forgot`, person.email));
      },
    });
    return samples;
  };
  await run(WARM_UP_MS);
  const measured = await run(MEASURE_MS);
  const latency: Record<keyof typeof measured, Latency> = {
    known: latencyOf(measured.known),
    unknown: latencyOf(measured.unknown),
    baseline: latencyOf(measured.baseline),
  };
  const baseline = { label: 'bare Fastify POST, same run', latency: latency.baseline };
  const gap = (field: 'p50' | 'p90') => Math.abs(latency.known[field] - latency.unknown[field]);
  // Within noise: the two kinds differ by less than the baseline's own spread (p90 - p50).
  const noise = latency.baseline.p90 - latency.baseline.p50;
  saveScenario({
    id: 'forgot-password',
    title: 'Forgot password: the same time whether or not the email has an account',
    runs: 1,
    rows: [
      { label: 'email with an account', load: LOAD, measured: latency.known, baseline },
      { label: 'email without an account', load: LOAD, measured: latency.unknown, baseline },
    ],
    targets: [
      target(
        'known and unknown p50 differ by less than the baseline spread (p90 − p50)',
        gap('p50') <= noise,
        `p50 gap ${gap('p50').toFixed(2)} ms, baseline spread ${noise.toFixed(2)} ms`,
      ),
      target(
        'known and unknown p90 differ by less than twice the baseline spread',
        gap('p90') <= 2 * noise,
        `p90 gap ${gap('p90').toFixed(2)} ms`,
      ),
    ],
  });
} finally {
  await bare.close();
  await close();
  await database.drop();
  await deleteRedisKeys(config.redis.url, keyPrefix).catch(() => undefined);
}
