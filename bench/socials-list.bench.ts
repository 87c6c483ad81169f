// How fast is a page of socials out of 10,000? Compared with bare Fastify answering a page of
// the same size from memory, measured in this same process. Prints figures; never fails a build.
// Run: npx tsx bench/socials-list.bench.ts   (needs the local PostgreSQL, like the tests)
import Fastify from 'fastify';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import { insertSocial, signUp } from '../apps/server/src/test/factories.ts';
import { socials } from '../apps/server/src/modules/socials/socials.schema.ts';

const SOCIALS = 10_000;
const ROUNDS = 300;

async function timeRequests(
  inject: (url: string) => Promise<{ statusCode: number }>,
  urls: string[],
) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const url = urls[round % urls.length] ?? '/';
    const started = process.hrtime.bigint();
    const response = await inject(url);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

const t = await createTestApp({ env: { REDIS: 'off' } });
try {
  const organizer = await signUp(t.app, 'Olivia');
  await insertSocial(t.app.deps.db, organizer.id);
  const [row] = await t.app.deps.db.select().from(socials).limit(1);
  if (!row) throw new Error('no template social');
  const categories = ['badminton', 'basketball', 'tennis', 'soccer'];
  for (let start = 1; start < SOCIALS; start += 1000) {
    await t.app.deps.db.insert(socials).values(
      Array.from({ length: Math.min(1000, SOCIALS - start) }, (_, offset) => {
        const index = start + offset;
        const { id: _id, createdAt: _createdAt, ...rest } = row;
        return {
          ...rest,
          name: `Social ${index}`,
          venue: `Venue ${index % 37}`,
          category: categories[index % 4] ?? 'badminton',
          date: `2027-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
        };
      }),
    );
  }

  const urls = [
    '/api/v1/cms/socials/badminton?page=1&pageSize=5',
    '/api/v1/cms/socials/tennis?page=200&pageSize=5',
    '/api/v1/cms/socials/soccer?q=venue%201&page=3',
    '/api/v1/cms/socials/basketball?type=oneTime&page=50',
  ];
  const app = await timeRequests((url) => t.app.inject({ method: 'GET', url }), urls);

  const samplePage = (await t.app.inject({ method: 'GET', url: urls[0] ?? '' })).json();
  const bare = Fastify();
  bare.get('/*', async () => samplePage);
  await bare.ready();
  const baseline = await timeRequests((url) => bare.inject({ method: 'GET', url }), urls);
  await bare.close();

  console.log(`socials in the table: ${SOCIALS}; requests per measurement: ${ROUNDS}`);
  console.log(
    `bare Fastify, page from memory: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`,
  );
  console.log(
    `GET /cms/socials/{category}:    p50 ${app.p50.toFixed(2)} ms, p95 ${app.p95.toFixed(2)} ms`,
  );
  console.log(
    `ratio to baseline: p50 ${(app.p50 / baseline.p50).toFixed(1)}x, p95 ${(app.p95 / baseline.p95).toFixed(1)}x`,
  );
} finally {
  await t.close();
}
