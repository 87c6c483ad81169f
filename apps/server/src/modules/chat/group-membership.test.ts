import { rooms, type ChatGroup, type SocialGroup } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutbox } from '../../realtime/outbox-recorder.ts';
import { inDays, insertSocial, signUp, socialForm, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socialBookings } from '../socials/socials.schema.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { chatApi } from './chat-test-kit.ts';

let t: TestApp;
let api: ReturnType<typeof chatApi>;
let olivia: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  api = chatApi(t.app);
  olivia = await signUp(t.app, 'Olivia');
});
afterAll(() => t.close());

async function createSocial(name: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/organizer/social',
    headers: olivia.auth,
    payload: socialForm(name),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function askAndAccept(player: TestUser, socialId: string) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: player.auth,
    payload: { socialId, organizerId: olivia.id },
  });
  expect(asked.statusCode).toBe(201);
  const requestId = asked.json<{ data: { id: string } }>().data.id;
  return async () => {
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer/social/request/${requestId}`,
      headers: olivia.auth,
    });
    expect(accepted.statusCode).toBe(200);
  };
}

async function groups(user: TestUser, q = ''): Promise<ChatGroup[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/chat/groups?${new URLSearchParams({ q }).toString()}`,
    headers: user.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ChatGroup[] }>().data;
}

const groupOf = async (user: TestUser, socialId: string) =>
  (await api.list(user)).data.find((conversation) => conversation.social?.id === socialId);

describe('social groups follow the places', () => {
  it('a new social has a group with its organiser; an accepted player joins it and everyone hears', async () => {
    const outboxLog = await recordOutbox(t.app.deps.db);
    const socialId = await createSocial('Thursday Smash Group');
    const group = await groupOf(olivia, socialId);
    expect(group).toMatchObject({
      kind: 'social',
      title: 'Thursday Smash Group',
      avatar: '',
      otherUser: null,
      social: {
        id: socialId,
        name: 'Thursday Smash Group',
        category: 'badminton',
        organizerId: olivia.id,
      },
      memberCount: 1,
    });
    const conversationId = group?.id ?? '';
    expect(await outboxLog.sent()).toContainEqual({
      room: rooms.user(olivia.id),
      event: 'conversation:updated',
      payload: { conversationId },
    });

    await api.send(olivia, conversationId, 'Welcome, courts are booked');
    const alex = await signUp(t.app, 'Alex');
    const accept = await askAndAccept(alex, socialId);
    expect((await groups(alex, 'Thursday Smash')).at(0)).toMatchObject({
      conversationId,
      socialId,
      isMember: false,
      requested: true,
      memberCount: 1,
    });
    expect((await api.page(alex, conversationId)).status).toBe(403);

    const beforeAccept = await recordOutbox(t.app.deps.db);
    await accept();
    const updated = (await beforeAccept.sent()).filter(
      (sent) => sent.event === 'conversation:updated',
    );
    expect(updated.map((sent) => sent.room).sort()).toEqual(
      [rooms.user(olivia.id), rooms.user(alex.id)].sort(),
    );
    // Alex reads the history, and starts with nothing unread.
    expect(await groupOf(alex, socialId)).toMatchObject({
      id: conversationId,
      memberCount: 2,
      unreadCount: 0,
      lastMessage: { body: 'Welcome, courts are booked' },
    });
    expect((await api.page(alex, conversationId)).data.messages).toHaveLength(1);
    expect((await groups(alex, 'Thursday Smash')).at(0)).toMatchObject({
      isMember: true,
      requested: false,
      memberCount: 2,
    });
    expect((await api.send(alex, conversationId, 'Thanks Olivia!')).status).toBe(201);
    expect((await api.detail(olivia, conversationId)).data.members.map((m) => m.id)).toEqual([
      olivia.id,
      alex.id,
    ]);
  });

  it('a player who gives up their place (their account deleted) leaves the group; the others hear', async () => {
    const socialId = await createSocial('Leaving Doubles');
    const [alex, sam] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Sam')]);
    await (
      await askAndAccept(alex, socialId)
    )();
    await (
      await askAndAccept(sam, socialId)
    )();
    const conversationId = (await groupOf(olivia, socialId))?.id ?? '';
    expect((await api.detail(olivia, conversationId)).data.memberCount).toBe(3);

    const outboxLog = await recordOutbox(t.app.deps.db);
    await deleteAccount({ deps: t.app.deps, userId: sam.id, password: 'password123' });
    const updated = (await outboxLog.sent()).filter(
      (sent) => sent.event === 'conversation:updated',
    );
    expect(updated.map((sent) => sent.room)).toEqual(
      expect.arrayContaining([rooms.user(olivia.id), rooms.user(alex.id)]),
    );
    expect((await api.detail(alex, conversationId)).data).toMatchObject({ memberCount: 2 });
  });

  it('gives a social made before chat existed its group when a player is accepted', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { name: 'Old Social' });
    const alex = await signUp(t.app, 'Alex');
    await (
      await askAndAccept(alex, socialId)
    )();
    const group = await groupOf(alex, socialId);
    expect(group).toMatchObject({ memberCount: 2, title: 'Old Social' });
    expect((await groupOf(olivia, socialId))?.id).toBe(group?.id);
  });

  it('gives a player’s older social its group when they list their conversations', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { name: 'Older Social' });
    const mei = await signUp(t.app, 'Mei');
    await t.app.deps.db.insert(socialBookings).values({ socialId, userId: mei.id });
    const group = await groupOf(mei, socialId);
    expect(group).toMatchObject({ title: 'Older Social', memberCount: 2 });
    expect((await api.detail(olivia, group?.id ?? '')).status).toBe(200);
  });
});

describe("'Join Social Groups'", () => {
  it('lists upcoming socials’ groups by name, escaping the search, and makes missing groups', async () => {
    const sam = await signUp(t.app, 'Sam');
    await insertSocial(t.app.deps.db, olivia.id, { name: '100% Fun Night' });
    await insertSocial(t.app.deps.db, olivia.id, { name: '1000 Fun Nights' });
    await insertSocial(t.app.deps.db, olivia.id, { name: '100% Past Fun', date: inDays(-3) });
    const found = await groups(sam, '100%');
    expect(found.map((group) => group.title)).toEqual(['100% Fun Night']);
    expect(found[0]).toMatchObject({ isMember: false, requested: false, memberCount: 1 });
    expect((await groups(sam, '100%')).map((group) => group.conversationId)).toEqual(
      found.map((group) => group.conversationId),
    );
    expect((await groups(sam, 'no such social')).length).toBe(0);
  });

  it("fills the organiser's groups list with each group's last message", async () => {
    const socialId = await createSocial('Chatty Social');
    const conversationId = (await groupOf(olivia, socialId))?.id ?? '';
    const sent = await api.send(olivia, conversationId, 'Bring water');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/social/groups',
      headers: olivia.auth,
    });
    const listed = response.json<{ data: SocialGroup[] }>().data;
    expect(listed.find((group) => group.socialId === socialId)).toMatchObject({
      lastMessage: 'Bring water',
      time: sent.data.createdAt,
    });
    expect(listed.find((group) => group.title === 'Leaving Doubles')).toMatchObject({
      lastMessage: null,
      time: null,
    });
  });
});
