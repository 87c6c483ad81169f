import { randomBytes } from 'node:crypto';
import {
  DELETED_PLAYER_NAME,
  type ChatMessage,
  type PlayerSearchPage,
} from '@betterplay/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeClients,
  connect,
  listenOnFreePort,
  refusal,
  type ClientSocket,
} from '../../realtime/realtime-test-kit.ts';
import { registration, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyPassword } from '../auth/password.ts';
import { chatApi } from '../chat/chat-test-kit.ts';
import { courtBookings } from '../courts/courts.schema.ts';
import { friendships } from '../friends/friends.schema.ts';
import { joinRequests } from '../join-requests/join-requests.schema.ts';
import { payments } from '../ledger/ledger.schema.ts';
import { sandboxCharges } from '../payments/payments.schema.ts';
import { storedAvatars } from '../profile/profile-test-kit.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { users } from './users.schema.ts';
import {
  callAs,
  livedInAccount,
  PAID_PRICE_CENTS,
  useUsersWorld,
  type LivedInAccount,
} from './users-test-kit.ts';

const w = useUsersWorld();
let url: string;
beforeAll(async () => {
  url = await listenOnFreePort(w.t.app);
});
afterAll(() => closeClients());

const deleteAccount = (user: TestUser, password = 'password123') =>
  callAs(w, user)('DELETE', '/user/account', { password });

const profileOf = (user: TestUser) => callAs(w, user)('GET', '/user/profile');

/** Resolves with the reason once the server closes the socket (generous: fails only if never). */
const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was never disconnected')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('DELETE /user/account', () => {
  let account: LivedInAccount;
  let dana: TestUser;
  let socketClosed: Promise<string>;
  let answer: { statusCode: number; body: string };
  let photos: string[];

  beforeAll(async () => {
    // Another player's photo, which must stay.
    await livedInAccount(w, 'Wendy');
    const others = storedAvatars(w.dataDir);
    account = await livedInAccount(w, 'Dana');
    dana = account.player;
    photos = storedAvatars(w.dataDir).filter((name) => !others.includes(name));
    expect(photos).toHaveLength(1);
    const socket = await connect(url, { token: dana.token });
    socketClosed = disconnection(socket);
    answer = await deleteAccount(dana);
  });

  const db = () => w.t.app.deps.db;

  it('answers 204, and the token then answers 401 everywhere', async () => {
    expect(answer.statusCode, answer.body).toBe(204);
    const after = await profileOf(dana);
    expect(after.statusCode).toBe(401);
    expect(await refusal(url, { token: dana.token })).toBe('Invalid or expired token');
  });

  it('disconnects the sockets the account had open', async () => {
    expect(await socketClosed).toBe('io server disconnect');
  });

  it('gives the paid place up, refunded in full, and offers it to the next in line', async () => {
    const [place] = await db()
      .select({ id: socialBookings.id })
      .from(socialBookings)
      .where(
        and(eq(socialBookings.socialId, account.paidSocialId), eq(socialBookings.userId, dana.id)),
      );
    expect(place).toBeUndefined();
    const [social] = await db()
      .select({ attendees: socials.attendeesCount, offersOpen: socials.offersOpen })
      .from(socials)
      .where(eq(socials.id, account.paidSocialId));
    expect(social).toEqual({ attendees: 0, offersOpen: 1 });

    const samsLines = (await callAs(w, w.sam)('GET', '/user/waitlist')).json().data as {
      socialId: string;
      offer: { id: string } | null;
    }[];
    expect(samsLines.find((line) => line.socialId === account.paidSocialId)?.offer).not.toBeNull();

    const ledger = await db()
      .select({ kind: payments.kind, status: payments.status, refunded: payments.refundedCents })
      .from(payments)
      .where(and(eq(payments.userId, dana.id), eq(payments.kind, 'social')));
    expect(ledger).toEqual([{ kind: 'social', status: 'refunded', refunded: PAID_PRICE_CENTS }]);
  });

  it('withdraws the pending request, and leaves the line', async () => {
    const [request] = await db()
      .select({ status: joinRequests.status })
      .from(joinRequests)
      .where(eq(joinRequests.id, account.pendingRequest));
    expect(request).toEqual({ status: 'cancelled' });
    const lines = (
      await callAs(w, w.olivia)('GET', `/organizer/socials/${account.lineSocialId}/waitlist`)
    ).json().data as { userId: string }[];
    expect(lines.map((entry) => entry.userId)).not.toContain(dana.id);
  });

  it('cancels the future court booking with a full refund, and releases the hold', async () => {
    const rows = await db()
      .select({
        id: courtBookings.id,
        status: courtBookings.status,
        price: courtBookings.priceCents,
        refunded: courtBookings.refundedCents,
      })
      .from(courtBookings)
      .where(eq(courtBookings.userId, dana.id));
    const booking = rows.find((row) => row.id === account.bookingId);
    expect(booking).toMatchObject({ status: 'cancelled' });
    expect(booking?.refunded).toBe(booking?.price);
    expect(rows.find((row) => row.id === account.holdId)?.status).toBe('expired');

    const charges = await db()
      .select({ amount: sandboxCharges.amountCents, refunded: sandboxCharges.refundedCents })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.customerId, account.customerId));
    const courtCharge = charges.find((charge) => charge.amount === booking?.price);
    expect(courtCharge?.refunded).toBe(booking?.price);
  });

  it("declines the share of Alex's booking it was asked for", async () => {
    const booking = (await callAs(w, w.alex)('GET', '/user/court/bookings')).json().data as {
      upcoming: { id: string; shares: { user: { id: string }; status: string }[] }[];
    };
    const alexs = booking.upcoming.find((entry) => entry.id === account.alexBookingId);
    expect(alexs?.shares.find((share) => share.user.id === dana.id)?.status).toBe('declined');
  });

  it('cancels its own social still to come, with the request Alex made to it', async () => {
    expect(
      (await w.t.app.inject({ url: `/api/v1/cms/social/${account.ownSocialId}` })).statusCode,
    ).toBe(404);
    const alexRequests = (await callAs(w, w.alex)('GET', '/user/social/booking/request')).json()
      .data as { social: { id: string } }[];
    expect(alexRequests.map((request) => request.social.id)).not.toContain(account.ownSocialId);
  });

  it('removes the saved card at the provider, and the photo', async () => {
    expect(await w.t.app.deps.payments.listCards(account.customerId)).toEqual([]);
    const left = storedAvatars(w.dataDir);
    expect(left.length).toBeGreaterThan(0);
    for (const name of photos) expect(left).not.toContain(name);
  });

  it("keeps the message in Alex's conversation, from 'Deleted player'", async () => {
    const page = await chatApi(w.t.app).page(w.alex, account.conversationId);
    expect(page.status).toBe(200);
    const message = page.data.messages.find((sent: ChatMessage) => sent.id === account.messageId);
    expect(message?.body).toBe('See you on court 1');
    expect(`${message?.sender.firstName} ${message?.sender.lastName}`).toBe(DELETED_PLAYER_NAME);
    const summary = (await chatApi(w.t.app).list(w.alex)).data.find(
      (conversation) => conversation.id === account.conversationId,
    );
    expect(summary?.title).toBe(DELETED_PLAYER_NAME);
  });

  it('keeps a row without personal data, which no password opens', async () => {
    const [row] = await db().select().from(users).where(eq(users.id, dana.id));
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'player',
      email: `deleted-${dana.id}@deleted.invalid`,
      phone: '',
      age: null,
      height: null,
      weight: null,
      avatar: '',
      visibility: 'private',
      sportPreferences: [],
      stripeCustomerId: null,
      emailVerifiedAt: null,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', 'password123')).toBe(false);
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: dana.email, password: 'password123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets the same email sign up again', async () => {
    const again = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration({ firstName: 'Dana', email: dana.email }),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is gone from player search, friends and profiles', async () => {
    for (const q of ['Dana', 'Deleted']) {
      const found = (await callAs(w, w.sam)('GET', `/users/search?q=${q}`)).json()
        .data as PlayerSearchPage;
      expect(found.results.map((card) => card.id)).not.toContain(dana.id);
    }
    const profile = await callAs(w, w.alex)('GET', `/users/${dana.id}`);
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    const friends = await db().select().from(friendships).where(eq(friendships.friendId, dana.id));
    expect(friends).toEqual([]);
    const added = await callAs(w, w.sam)('POST', `/user/friends/${dana.id}`);
    expect(added.statusCode).toBe(404);
  });

  it('ends the calendar feed', async () => {
    expect((await w.t.app.inject({ url: account.feedPath })).statusCode).toBe(404);
  });
});

describe('DELETE /user/account on two API processes', () => {
  let second: TestApp;
  let secondUrl: string;
  beforeAll(async () => {
    // The same database and Redis keys, as docker-compose runs two API processes.
    second = await createTestApp({
      databaseUrl: w.t.config.databaseUrl,
      keyPrefix: w.t.config.redis.keyPrefix,
    });
    secondUrl = await listenOnFreePort(second.app);
  });
  afterAll(() => second?.close());

  it("closes the account's sockets on the other process, and no one else's; its token stops there too", async () => {
    const hal = await signUp(w.t.app, `Hal${randomBytes(2).toString('hex')}`);
    const onSecond = await connect(secondUrl, { token: hal.token });
    const bystander = await connect(secondUrl, { token: w.sam.token });
    const closed = disconnection(onSecond);

    expect((await deleteAccount(hal)).statusCode).toBe(204);

    expect(await closed).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);
    expect(await refusal(secondUrl, { token: hal.token })).toBe('Invalid or expired token');
    const onSecondProcess = await second.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: hal.auth,
    });
    expect(onSecondProcess.statusCode).toBe(401);
  });
});
