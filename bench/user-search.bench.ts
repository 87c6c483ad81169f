// How fast is player search (GET /users/search) among 100,000 players on PostgreSQL? Compared
// with bare Fastify answering a page of the same size from memory, measured in this same
// process. Prints figures; never fails a build. The goal is a search under 20 ms; whether the
// indexes are used is a test (apps/server/src/modules/friends/player-search-plan.test.ts).
// Run: npx tsx bench/user-search.bench.ts   (needs the local PostgreSQL, like the tests)
import Fastify from 'fastify';
import { signUp } from '../apps/server/src/test/factories.ts';
import { insertGeneratedPlayers } from '../apps/server/src/test/generated-players.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const PLAYERS = 100_000;
const ROUNDS = 40;

/** What people type: a first name, a surname start, two letters, a sport, nothing that matches. */
const SEARCHES = [
  'Emma',
  'smi',
  'al',
  'k',
  'priya pat',
  'badminton',
  'Swim',
  'zzqx',
  'tennis&page=40',
];

async function timeRequests(inject: (url: string) => Promise<{ statusCode: number }>, url: string) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    const response = await inject(url);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  return samples;
}

function quantiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

const figures = ({ p50, p99 }: { p50: number; p99: number }) =>
  `p50 ${p50.toFixed(2).padStart(6)} ms, p99 ${p99.toFixed(2).padStart(6)} ms`;

const t = await createTestApp({ env: { REDIS: 'off' } });
try {
  const me = await signUp(t.app, 'Bench');
  await insertGeneratedPlayers(t.app.deps.db, PLAYERS);

  const urls = SEARCHES.map((search) => {
    const [q = '', rest] = search.split('&');
    return `/api/v1/users/search?q=${encodeURIComponent(q)}${rest ? `&${rest}` : ''}`;
  });
  const inject = (url: string) => t.app.inject({ method: 'GET', url, headers: me.auth });
  for (const url of urls) await inject(url); // warm-up: connections, plans, caches

  const samplePage = (await inject(urls[0] ?? '')).json();
  const bare = Fastify();
  bare.get('/*', async () => samplePage);
  await bare.ready();

  console.log(`players in the table: ${PLAYERS}; requests per search: ${ROUNDS}`);
  const all: number[] = [];
  const baselineAll: number[] = [];
  for (const [index, url] of urls.entries()) {
    const samples = await timeRequests(inject, url);
    all.push(...samples);
    baselineAll.push(
      ...(await timeRequests((path) => bare.inject({ method: 'GET', url: path }), url)),
    );
    const found = (await inject(url)).json().data.results.length;
    console.log(
      `  ${(SEARCHES[index] ?? '').padEnd(16)} ${figures(quantiles(samples))}  (${found} on the page)`,
    );
  }
  await bare.close();

  const app = quantiles(all);
  const baseline = quantiles(baselineAll);
  console.log(`bare Fastify, page from memory: ${figures(baseline)}`);
  console.log(`GET /users/search, all searches: ${figures(app)}`);
  console.log(
    `ratio to baseline: p50 ${(app.p50 / baseline.p50).toFixed(1)}x, p99 ${(app.p99 / baseline.p99).toFixed(1)}x`,
  );
} finally {
  await t.close();
}
