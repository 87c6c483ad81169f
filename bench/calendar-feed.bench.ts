// A person's calendar feed (GET /api/v1/calendar/<secret>.ics) with 200 items: 100 socials they
// hold a place at, 40 they organise (10 weekly), 20 they asked to join, 20 they wait for, and 20
// court bookings. Over real HTTP to the API in its own process, beside bare Fastify (its own
// process) answering a body of the same size, at the same fixed rate in the same run. Each
// answer reads every item kind and the feed's entries; nothing changes after the first, so
// nothing is written, and the answer kept from before is sent again. Target: p99 under 20 ms.
// Run: npx tsx bench/calendar-feed.bench.ts (QUICK=1: one short run). Needs the local PostgreSQL.
import type { Database } from '../apps/server/src/db/client.ts';
import { courtBookings } from '../apps/server/src/modules/courts/courts.schema.ts';
import { insertOpenCourt } from '../apps/server/src/modules/courts/courts-test-kit.ts';
import { joinRequests } from '../apps/server/src/modules/join-requests/join-requests.schema.ts';
import { socialBookings } from '../apps/server/src/modules/socials/socials.schema.ts';
import { waitlistEntries } from '../apps/server/src/modules/waitlist/waitlist.schema.ts';
import { inDays, insertSocial } from '../apps/server/src/test/factories.ts';
import { fixedRate } from './lib/http-load.ts';
import { benchOnOwnStack } from './lib/own-stack.ts';
import { insertUsers } from './lib/realtime-load.ts';
import { medianLatency, QUICK, RUNS, saveScenario, target } from './lib/results.ts';
import { startBareServer } from './lib/servers.ts';

const RATE = 20;
const WARM_UP_MS = QUICK ? 1000 : 5000;
const MEASURE_MS = QUICK ? 3000 : 20_000;
const LOAD = `${RATE} req/s open loop, ${MEASURE_MS / 1000} s after a ${WARM_UP_MS / 1000} s warm-up`;
const HOUR_MS = 60 * 60 * 1000;

/** 200 items of every kind for `personId`; answers how many. */
async function seedItems(db: Database, personId: string, organizerId: string) {
  const social = (owner: string, index: number, extra = {}) =>
    insertSocial(db, owner, {
      name: `Bench Social ${index}`,
      date: inDays(1 + (index % 60)),
      ...extra,
    });
  let items = 0;
  for (let index = 0; index < 100; index++) {
    await db
      .insert(socialBookings)
      .values({ socialId: await social(organizerId, index), userId: personId });
    items++;
  }
  for (let index = 0; index < 40; index++) {
    await social(
      personId,
      100 + index,
      index < 10 ? { eventType: 'weekly', recurrenceDay: 1 + (index % 7) } : {},
    );
    items++;
  }
  for (let index = 0; index < 20; index++) {
    await db.insert(joinRequests).values({
      socialId: await social(organizerId, 140 + index),
      userId: personId,
      message: 'Bench',
    });
    items++;
  }
  for (let index = 0; index < 20; index++) {
    await db
      .insert(waitlistEntries)
      .values({ socialId: await social(organizerId, 160 + index), userId: personId });
    items++;
  }
  const { courtId } = await insertOpenCourt(db);
  const firstHour = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + 24 * HOUR_MS;
  for (let index = 0; index < 20; index++) {
    const startsAt = new Date(firstHour + index * 24 * HOUR_MS);
    await db.insert(courtBookings).values({
      courtId,
      userId: personId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR_MS),
      status: 'paid',
      holdExpiresAt: startsAt,
      priceCents: 2600,
    });
    items++;
  }
  return items;
}

await benchOnOwnStack('calendar-feed', async (stack) => {
  const { db } = stack;
  const [person, organizer] = await insertUsers(db, 2, 'Feed');
  if (!person || !organizer) throw new Error('no users');
  const items = await seedItems(db, person.id, organizer.id);
  const api = await stack.startApi();
  const address = await fetch(`${api.url}/api/v1/user/calendar`, {
    headers: { authorization: `Bearer ${person.token}` },
  });
  const { url } = ((await address.json()) as { data: { url: string } }).data;
  const feedPath = new URL(url).pathname;
  const first = await fetch(`${api.url}${feedPath}`);
  const text = await first.text();
  const events = text.split('BEGIN:VEVENT').length - 1;
  if (first.status !== 200 || events !== items) {
    throw new Error(`the feed answered ${first.status} with ${events} events, not ${items}`);
  }
  const bare = stack.stopAtEnd(await startBareServer({ text }));

  const feeds = [];
  const baselines = [];
  for (const server of [api, bare]) {
    await fixedRate({
      origin: server.url,
      paths: [server === api ? feedPath : '/'],
      ratePerSecond: RATE,
      durationMs: WARM_UP_MS,
    });
  }
  for (let run = 1; run <= RUNS; run++) {
    feeds.push(
      await fixedRate({
        origin: api.url,
        paths: [feedPath],
        ratePerSecond: RATE,
        durationMs: MEASURE_MS,
      }),
    );
    baselines.push(
      await fixedRate({
        origin: bare.url,
        paths: ['/'],
        ratePerSecond: RATE,
        durationMs: MEASURE_MS,
      }),
    );
    console.log(`run ${run}/${RUNS}: feed p99 ${feeds.at(-1)?.latency.p99.toFixed(2)} ms`);
  }
  const feed = medianLatency(feeds.map((run) => run.latency));
  const baseline = medianLatency(baselines.map((run) => run.latency));
  saveScenario({
    id: 'calendar-feed',
    title: `Calendar feed: a person with ${items} items`,
    runs: RUNS,
    rows: [
      {
        label: `GET /api/v1/calendar/<secret>.ics (${items} events, ${Math.round(text.length / 1024)} KB)`,
        load: LOAD,
        measured: feed,
        baseline: { label: 'bare Fastify GET, a body of the same size', latency: baseline },
        extra: {
          'per run': `${feeds.map((run) => run.errors + run.non2xx).join('/')} errors or non-2xx`,
        },
      },
    ],
    targets: [target('feed p99 < 20 ms', feed.p99 < 20, `${feed.p99.toFixed(2)} ms`)],
    notes: [
      'One statement per answer reads the feed, all six item kinds and its entries (a prepared statement); the entries were written by the first answer, so the measured ones write nothing, and an answer whose rows, address and minute match the one the process kept is sent again without building its 200 events and their text (calendar-feed.ts).',
      `Seeded: 100 places held, 40 socials organised (10 weekly), 20 requests, 20 waitlist places, 20 court bookings.`,
    ],
  });
});
