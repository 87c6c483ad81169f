import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { manualClock } from '../../clock.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatApi } from '../chat/chat-test-kit.ts';
import { courtBookingShares } from '../courts/courts.schema.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertHold,
  insertOpenCourt,
  split,
} from '../courts/courts-test-kit.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { photo, saveProfile } from '../profile/profile-test-kit.ts';
import { givePlace } from '../waitlist/waitlist-test-kit.ts';

export const PAID_PRICE_CENTS = 1500;

/**
 * An app whose uploads go to a temporary DATA_DIR, on a clock the tests may move, with Olivia
 * (who organises), Alex and Sam (who play; Alex has a saved card).
 */
export type UsersWorld = {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  dataDir: string;
  olivia: TestUser;
  alex: TestUser;
  sam: TestUser;
};

export function useUsersWorld(): UsersWorld {
  const world = {} as UsersWorld;
  beforeAll(async () => {
    world.dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-users-'));
    world.clock = manualClock(new Date());
    world.t = await createTestApp({ clock: world.clock, env: { DATA_DIR: world.dataDir } });
    const app = world.t.app;
    [world.olivia, world.alex, world.sam] = await Promise.all([
      signUp(app, 'Olivia'),
      signUp(app, 'Alex'),
      signUp(app, 'Sam'),
    ]);
    await saveTestCard(app, world.alex.token);
  });
  afterAll(async () => {
    await world.t?.close();
    if (world.dataDir) rmSync(world.dataDir, { recursive: true, force: true });
  });
  return world;
}

/** A call to the API as `user`, answering the response. */
export function callAs(world: UsersWorld, user: { auth: Record<string, string> }) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    world.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload }),
    });
}

/**
 * A new player with a bit of everything, each made as the app makes it: a saved card; a paid
 * place at Olivia's one-place social (Sam waits in its line); a request waiting at another;
 * a place in the line of a third (Alex holds its place); a social of their own still to come,
 * which Alex asked to join; a paid court booking three days ahead, split with Alex, and a share
 * of Alex's; a court held; friendship with Alex both ways; a message to Alex; a photo; and a
 * calendar feed.
 */
export async function livedInAccount(world: UsersWorld, firstName: string) {
  const { app } = world.t;
  const db = app.deps.db;
  const { olivia, alex, sam } = world;
  const player = await signUp(app, firstName);
  const as = (user: TestUser) => callAs(world, user);
  const expectStatus = async <R extends { statusCode: number; body: string }>(
    response: Promise<R>,
    status: number,
  ) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered;
  };
  const { customerId } = await saveTestCard(app, player.token);

  const ask = (user: TestUser, socialId: string, organizerId = olivia.id) =>
    expectStatus(
      as(user)('POST', '/user/social/booking/request', { socialId, organizerId, message: 'Hi' }),
      201,
    );

  const paidSocialId = await insertSocial(db, olivia.id, {
    name: 'Paid Rally',
    capacity: 1,
    priceCents: PAID_PRICE_CENTS,
    date: inDays(3),
  });
  const paidRequest = (await ask(player, paidSocialId)).json().data.id as string;
  await expectStatus(as(olivia)('PUT', `/organizer/social/request/${paidRequest}`), 200);
  await expectStatus(as(sam)('POST', `/user/socials/${paidSocialId}/waitlist`, {}), 201);

  const askedSocialId = await insertSocial(db, olivia.id, { name: 'Open Court' });
  const pendingRequest = (await ask(player, askedSocialId)).json().data.id as string;

  const lineSocialId = await insertSocial(db, olivia.id, { name: 'Full House', capacity: 1 });
  await givePlace(world.t, alex, lineSocialId);
  await expectStatus(as(player)('POST', `/user/socials/${lineSocialId}/waitlist`, {}), 201);

  const ownSocialId = await insertSocial(db, player.id, { name: `${firstName}'s Doubles` });
  await ask(alex, ownSocialId, player.id);

  const now = world.clock.now();
  const { courtId } = await insertOpenCourt(db, { stadium: 'MSAC', court: 'Court 1' });
  await follow(db, player.id, [alex.id]);
  await follow(db, alex.id, [player.id]);
  const bookingId = await bookPaid(app, player, { courtId, startsAt: hoursFrom(now, 72), now });
  await expectStatus(split(app, player, bookingId, [alex.id]), 201);
  const alexBookingId = await bookPaid(app, alex, { courtId, startsAt: hoursFrom(now, 96), now });
  await expectStatus(split(app, alex, alexBookingId, [player.id]), 201);
  const [invitedShare] = await db
    .select({ id: courtBookingShares.id })
    .from(courtBookingShares)
    .where(
      and(
        eq(courtBookingShares.bookingId, alexBookingId),
        eq(courtBookingShares.userId, player.id),
      ),
    );
  const holdId = await insertHold(db, {
    userId: player.id,
    courtId,
    startsAt: hoursFrom(now, 120),
    now,
  });

  const chat = chatApi(app);
  const conversationId = (await chat.open(player, alex.id)).data.id;
  const message = await chat.send(player, conversationId, 'See you on court 1');
  expect(message.status).toBe(201);

  await expectStatus(
    saveProfile(world.t, player, {
      avatar: { bytes: await photo(), name: 'me.png', type: 'image/png' },
    }),
    200,
  );
  const feed = await expectStatus(as(player)('GET', '/user/calendar'), 200);
  const feedPath = new URL(feed.json().data.url as string).pathname;

  return {
    player,
    customerId,
    paidSocialId,
    pendingRequest,
    askedSocialId,
    lineSocialId,
    ownSocialId,
    bookingId,
    alexBookingId,
    invitedShareId: invitedShare?.id ?? '',
    holdId,
    conversationId,
    messageId: message.data.id,
    feedPath,
  };
}

export type LivedInAccount = Awaited<ReturnType<typeof livedInAccount>>;
