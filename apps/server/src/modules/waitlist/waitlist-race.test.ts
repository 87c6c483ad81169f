import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { runMigrations } from '../../db/migrate.ts';
import { inDays, insertSocial } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { generatedPlayersSignedIn } from '../courts/courts-test-kit.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { lapseOffersSweep } from './lapse-offer.job.ts';

const OPERATIONS = 200;
/** Few players, so the same ones join, give up, and are offered places again and again. */
const PLAYERS = 25;
const FILLERS = 60;
const LINE_BEFORE = 15;
const CAPACITY = 5;
/** Offers lapse almost at once, so lapses happen among the other operations. */
const OFFER_TTL = '100ms';

type Player = Awaited<ReturnType<typeof generatedPlayersSignedIn>>[number];

/** A small seeded generator: the same operations every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * 200 operations at once on one social of 5 places: players join the line, leave it, give up
 * places, ask and are accepted into free places, take and decline offers, and sweeps lapse
 * offers. Answers the statuses seen.
 */
async function race(app: FastifyInstance) {
  const everyone = await generatedPlayersSignedIn(app, PLAYERS + FILLERS + 1);
  const organizer = everyone[PLAYERS + FILLERS] as Player;
  const players = everyone.slice(0, PLAYERS);
  // Others fill free places the usual way; a request left pending would keep a waiter out.
  const fillers = everyone.slice(PLAYERS, PLAYERS + FILLERS);
  const socialId = await insertSocial(app.deps.db, organizer.id, {
    capacity: CAPACITY,
    date: inDays(5),
  });
  await app.deps.db
    .insert(socialBookings)
    .values(players.slice(0, CAPACITY).map((player) => ({ socialId, userId: player.id })));
  await app.deps.db
    .update(socials)
    .set({ attendeesCount: CAPACITY })
    .where(eq(socials.id, socialId));

  const call = (
    player: Player,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = {},
  ) => app.inject({ method, url: `/api/v1${url}`, headers: { ...player.auth, ...headers } });
  // A line formed before the race: every place given up during it has someone to go to.
  for (const waiter of players.slice(CAPACITY, CAPACITY + LINE_BEFORE)) {
    expect((await call(waiter, 'POST', `/user/socials/${socialId}/waitlist`)).statusCode).toBe(201);
  }
  const random = seeded(20_261_126);
  /** Whoever has an open offer now, as the organiser's view shows the line. */
  const someoneOffered = async () => {
    const line = (await call(organizer, 'GET', `/organizer/socials/${socialId}/waitlist`)).json()
      .data as { userId: string; offer: { id: string } | null }[];
    const offered = line.filter((entry) => entry.offer !== null);
    const entry = offered[Math.floor(random() * offered.length)];
    const player = players.find((candidate) => candidate.id === entry?.userId);
    return entry?.offer && player ? { player, offerId: entry.offer.id } : null;
  };
  let nextFiller = 0;
  const operations = Array.from({ length: OPERATIONS }, (_, index) => {
    const player = players[Math.floor(random() * players.length)] as Player;
    const kind = random();
    // All start together but spread over 150 ms, so later ones find offers the earlier made.
    const startAfterMs = random() * 150;
    return async (): Promise<number> => {
      await new Promise((resolve) => setTimeout(resolve, startAfterMs));
      if (kind < 0.3)
        return (await call(player, 'POST', `/user/socials/${socialId}/waitlist`)).statusCode;
      if (kind < 0.35)
        return (await call(player, 'DELETE', `/user/socials/${socialId}/waitlist`)).statusCode;
      if (kind < 0.5)
        return (await call(player, 'DELETE', `/user/socials/${socialId}/place?expectRefund=full`))
          .statusCode;
      if (kind < 0.7) {
        // A free place taken the usual way: a request the organiser accepts at once.
        const filler = fillers[nextFiller++ % FILLERS] as Player;
        const asked = await app.inject({
          method: 'POST',
          url: '/api/v1/user/social/booking/request',
          headers: filler.auth,
          payload: { socialId, organizerId: organizer.id },
        });
        if (asked.statusCode !== 201) return asked.statusCode;
        const requestId = asked.json().data.id as string;
        return (await call(organizer, 'PUT', `/organizer/social/request/${requestId}`)).statusCode;
      }
      if (kind < 0.95) {
        const offered = await someoneOffered();
        if (!offered) return 0;
        const answer = kind < 0.85 ? 'accept' : 'decline';
        return (
          await call(offered.player, 'POST', `/user/waitlist/offers/${offered.offerId}/${answer}`, {
            'idempotency-key': `race-${index}-${offered.offerId}`,
          })
        ).statusCode;
      }
      await lapseOffersSweep.run(app.deps, {});
      return 200;
    };
  });
  const statuses = await Promise.all(operations.map((operation) => operation()));
  return { socialId, statuses, players };
}

/** What the rows say now: the counters, the real places and offers, and the line's order. */
async function stateOf(app: FastifyInstance, socialId: string) {
  const [row] = rowsOf<{
    capacity: number;
    attendees_count: number;
    offers_open: number;
    booked: number;
    open_offers: number;
    players_with_two_offers: number;
    waiting_ahead_of_an_offer: number;
    offers_ended: number;
  }>(
    await app.deps.db.execute(sql`
      select s.capacity, s.attendees_count, s.offers_open,
        (select count(*)::int from social_bookings b where b.social_id = s.id) as booked,
        (select count(*)::int from waitlist_offers o where o.social_id = s.id and o.status = 'open')
          as open_offers,
        (select count(*)::int from (
          select user_id from waitlist_offers o where o.social_id = s.id and o.status = 'open'
          group by user_id having count(*) > 1) twice) as players_with_two_offers,
        -- First come, first served: nobody without an offer stands ahead of someone with one.
        (select count(*)::int from waitlist_entries plain
          join waitlist_entries offered on offered.social_id = plain.social_id
            and offered.seq > plain.seq
          where plain.social_id = s.id
            and exists (select 1 from waitlist_offers o where o.social_id = s.id
              and o.user_id = offered.user_id and o.status = 'open')
            and not exists (select 1 from waitlist_offers o where o.social_id = s.id
              and o.user_id = plain.user_id and o.status = 'open')) as waiting_ahead_of_an_offer
      , (select count(*)::int from waitlist_offers o where o.social_id = s.id and o.status <> 'open')
          as offers_ended
      from socials s where s.id = ${socialId}`),
  );
  return row;
}

async function expectConsistent(app: FastifyInstance) {
  const { socialId, statuses } = await race(app);
  // Every answer is a decision, never a failure of ours.
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  // Lapse whatever is left due, then look.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await lapseOffersSweep.run(app.deps, {});
  const state = await stateOf(app, socialId);
  expect(state).toBeDefined();
  if (!state) return;
  expect(state.attendees_count).toBe(state.booked);
  expect(state.offers_open).toBe(state.open_offers);
  expect(state.attendees_count + state.offers_open).toBeLessThanOrEqual(state.capacity);
  expect(state.players_with_two_offers).toBe(0);
  expect(state.waiting_ahead_of_an_offer).toBe(0);
  // The race did something: places changed hands through offers taken, declined and lapsed.
  expect(state.offers_ended).toBeGreaterThanOrEqual(5);
}

describe('200 waitlist operations at once on one social', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it(
    'on PostgreSQL keep places + offers within capacity, one offer per player, the line in order',
    { timeout: 120_000 },
    async () => {
      const t = await createTestApp({
        env: { WAITLIST_OFFER_TTL: OFFER_TTL, DATABASE_CONNECT_TIMEOUT_MS: '60000' },
      });
      close = () => t.close();
      await expectConsistent(t.app);
    },
  );

  it('on PGlite (the embedded default) too', { timeout: 180_000 }, async () => {
    await close?.();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bp-waitlist-race-'));
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        REDIS: 'off',
        WAITLIST_OFFER_TTL: OFFER_TTL,
      }),
    );
    close = async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    await runMigrations(app.database);
    expect(app.database.driver).toBe('pglite');
    await expectConsistent(app);
  });
});
