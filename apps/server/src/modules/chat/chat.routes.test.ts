import { CHAT_LIMITS, rooms, serverEventSchemas } from '@betterplay/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { recordOutbox } from '../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { messages } from './chat.schema.ts';
import { chatApi } from './chat-test-kit.ts';

const clock = manualClock();
let t: TestApp;
let api: ReturnType<typeof chatApi>;
let alex: TestUser;
let sam: TestUser;
let mei: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = chatApi(t.app);
  [alex, sam, mei] = await Promise.all([
    signUp(t.app, 'Alex'),
    signUp(t.app, 'Sam'),
    signUp(t.app, 'Mei'),
  ]);
});
afterAll(() => t.close());

/** A new conversation between two fresh players, so tests do not share history. */
async function freshPair() {
  const [a, b] = await Promise.all([signUp(t.app, 'Ana'), signUp(t.app, 'Ben')]);
  const opened = await api.open(a, b.id);
  return { a, b, id: opened.data.id };
}

/** One send per simulated second: well under the rate limit. */
async function sendPaced(user: TestUser, id: string, body: string) {
  clock.advance(1000);
  const sent = await api.send(user, id, body);
  expect(sent.status).toBe(201);
  return sent.data;
}

describe('opening a direct conversation', () => {
  it('creates it once (201, both told), then answers the same one to either player (200)', async () => {
    const outboxLog = await recordOutbox(t.app.deps.db);
    const created = await api.open(alex, sam.id);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      kind: 'direct',
      title: `Sam Morgan`,
      otherUser: { id: sam.id, firstName: 'Sam' },
      social: null,
      memberCount: 2,
      lastMessage: null,
      unreadCount: 0,
      muted: false,
      lastReadMessageId: '0',
    });
    expect(await outboxLog.sent()).toEqual([
      {
        room: rooms.user(alex.id),
        event: 'conversation:updated',
        payload: { conversationId: created.data.id },
      },
      {
        room: rooms.user(sam.id),
        event: 'conversation:updated',
        payload: { conversationId: created.data.id },
      },
    ]);
    const again = await api.open(sam, alex.id);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: created.data.id, title: 'Alex Morgan' });
  });

  it('makes one conversation when both players open it at the same moment', async () => {
    const [a, b] = await Promise.all([signUp(t.app, 'Cara'), signUp(t.app, 'Dev')]);
    const answers = await Promise.all([
      api.open(a, b.id),
      api.open(b, a.id),
      api.open(a, b.id),
      api.open(b, a.id),
    ]);
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  });

  it('refuses oneself (400) and an unknown player (404)', async () => {
    expect(await api.open(alex, alex.id)).toMatchObject({
      status: 400,
      code: 'CANNOT_CHAT_WITH_SELF',
    });
    expect(await api.open(alex, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
    });
  });
});

describe('members only', () => {
  it('answers 403 to a non-member on every read and write, and 404 for no conversation', async () => {
    const { id } = await freshPair();
    const refusals = await Promise.all([
      api.detail(mei, id),
      api.page(mei, id),
      api.send(mei, id, 'let me in'),
      api.read(mei, id, '1'),
      api.mute(mei, id, true),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 403, code: 'NOT_A_MEMBER' });
    }
    const [stored] = await t.app.deps.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored?.n).toBe(0);
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(await api.detail(mei, unknown)).toMatchObject({
      status: 404,
      code: 'CONVERSATION_NOT_FOUND',
    });
    expect(await api.send(mei, unknown, 'hello?')).toMatchObject({ status: 404 });
  });

  it('shows a member the conversation with its members', async () => {
    const { a, b, id } = await freshPair();
    const detail = await api.detail(a, id);
    expect(detail.status).toBe(200);
    expect(detail.data.members.map((member) => member.id).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('sending', () => {
  it('stores a message once per clientId: a retry answers the stored one (200), one row', async () => {
    const { a, b, id } = await freshPair();
    const outboxLog = await recordOutbox(t.app.deps.db);
    clock.advance(1000);
    const first = await api.send(a, id, 'Court 3 at 7?', 'retry-me');
    const retry = await api.send(a, id, 'Court 3 at 7?', 'retry-me');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(first.data);
    expect(first.data).toMatchObject({
      conversationId: id,
      clientId: 'retry-me',
      body: 'Court 3 at 7?',
      sender: { id: a.id, firstName: 'Ana' },
    });
    const [stored] = await t.app.deps.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.conversationId, id));
    expect(stored?.n).toBe(1);
    // One chat:message per member, written once, with the sender's own read marker moved.
    const sent = await outboxLog.sent();
    expect(sent.map(({ room, event }) => `${event} ${room}`).sort()).toEqual(
      [`chat:message ${rooms.user(a.id)}`, `chat:message ${rooms.user(b.id)}`].sort(),
    );
    // Built by the send's statement: what its schema names and the HTTP answer says, exactly.
    for (const { payload } of sent) {
      expect(serverEventSchemas['chat:message'].parse(payload)).toEqual(payload);
      expect(payload).toEqual(first.data);
    }
    const [mine] = (await api.list(a)).data;
    expect(mine).toMatchObject({ id, lastReadMessageId: first.data.id, unreadCount: 0 });
  });

  it('refuses a clientId reused for a different message (409), in this or another conversation', async () => {
    const { a, b, id } = await freshPair();
    const other = (await api.open(a, alex.id)).data.id;
    clock.advance(1000);
    expect((await api.send(a, id, 'first', 'same-id')).status).toBe(201);
    expect(await api.send(a, id, 'edited', 'same-id')).toMatchObject({
      status: 409,
      code: 'MESSAGE_CLIENT_ID_REUSED',
    });
    expect(await api.send(a, other, 'first', 'same-id')).toMatchObject({ status: 409 });
    // Client ids are the sender's own: another sender may use the same one.
    expect((await api.send(b, id, 'mine', 'same-id')).status).toBe(201);
  });

  it('refuses an empty or too long message with the contract’s words', async () => {
    const { a, id } = await freshPair();
    expect(await api.send(a, id, '   ')).toMatchObject({
      status: 400,
      message: 'Write a message first',
    });
    expect(await api.send(a, id, 'x'.repeat(CHAT_LIMITS.bodyMax + 1))).toMatchObject({
      status: 400,
      message: `A message can be at most ${CHAT_LIMITS.bodyMax} characters`,
    });
  });

  it(`allows ${CHAT_LIMITS.messagesPerWindow} messages per 10 s per sender: the next gets 429, retries do not count`, async () => {
    const { a, b, id } = await freshPair();
    const other = (await api.open(a, mei.id)).data.id;
    clock.advance(CHAT_LIMITS.windowMs);
    const first = await api.send(a, id, 'message 1', 'burst-1');
    for (let index = 2; index <= CHAT_LIMITS.messagesPerWindow; index++) {
      // Across conversations: the limit is the sender's.
      const sent = await api.send(a, index % 2 ? id : other, `message ${index}`, `burst-${index}`);
      expect(sent.status).toBe(201);
    }
    expect(await api.send(a, id, 'one too many', 'burst-over')).toMatchObject({
      status: 429,
      code: 'MESSAGES_RATE_LIMITED',
      message: 'You are sending messages too quickly. Please wait a few seconds.',
    });
    expect(await api.send(a, id, 'message 1', 'burst-1')).toMatchObject({
      status: 200,
      data: first.data,
    });
    // Another sender is not held back.
    expect((await api.send(b, id, 'my turn')).status).toBe(201);
    clock.advance(CHAT_LIMITS.windowMs);
    expect((await api.send(a, id, 'one too many', 'burst-over')).status).toBe(201);
  });
});

describe('history', () => {
  it('pages back with before and forward with after, with no gaps or repeats', async () => {
    const { a, b, id } = await freshPair();
    const sent: string[] = [];
    for (let index = 1; index <= 25; index++) {
      const message = await sendPaced(index % 3 ? a : b, id, `line ${index}`);
      sent.push(message.id);
    }
    // Backwards, newest first, 10 at a time.
    const back: string[] = [];
    let before = '';
    for (;;) {
      const page = await api.page(a, id, `?limit=10${before}`);
      expect(page.status).toBe(200);
      const ids = page.data.messages.map((message) => message.id);
      expect(ids).toEqual([...ids].sort((x, y) => Number(BigInt(y) - BigInt(x))));
      back.push(...ids);
      if (!page.data.hasMore) break;
      before = `&before=${ids.at(-1)}`;
    }
    expect(back).toEqual([...sent].reverse());

    // Forwards from the 5th message, as a client catching up walks.
    const forward: string[] = [];
    let after = sent[4] ?? '';
    for (;;) {
      const page = await api.page(b, id, `?limit=7&after=${after}`);
      const ids = page.data.messages.map((message) => message.id);
      forward.push(...[...ids].reverse());
      if (!page.data.hasMore) break;
      after = ids[0] ?? after;
    }
    expect(forward).toEqual(sent.slice(5));
    expect((await api.page(a, id, `?after=${sent.at(-1)}`)).data).toEqual({
      messages: [],
      hasMore: false,
    });
    // An id beyond what PostgreSQL stores is "after everything", not a failure.
    expect((await api.page(a, id, `?before=99999999999999999999999`)).data.messages).toHaveLength(
      25,
    );
  });
});

describe('read state, unread counts and mute', () => {
  it('counts unread messages from others; reading moves forward only, clamps and tells every member', async () => {
    const { a, b, id } = await freshPair();
    const m1 = await sendPaced(a, id, 'one');
    const m2 = await sendPaced(a, id, 'two');
    const m3 = await sendPaced(a, id, 'three');
    const listed = (await api.list(b)).data.find((conversation) => conversation.id === id);
    expect(listed).toMatchObject({ unreadCount: 3, lastMessage: { body: 'three' } });
    expect((await api.list(a)).data.find((c) => c.id === id)?.unreadCount).toBe(0);

    const outboxLog = await recordOutbox(t.app.deps.db);
    const read = await api.read(b, id, m2.id);
    expect(read).toMatchObject({
      status: 200,
      data: { conversationId: id, userId: b.id, lastReadMessageId: m2.id, unreadCount: 1 },
    });
    const readState = { conversationId: id, userId: b.id, lastReadMessageId: m2.id };
    expect(await outboxLog.sent()).toEqual(
      [a.id, b.id].sort().map((id) => ({
        room: rooms.user(id),
        event: 'chat:read',
        payload: readState,
      })),
    );
    // Backwards is ignored, and says so by answering where the marker is.
    expect((await api.read(b, id, m1.id)).data).toMatchObject({
      lastReadMessageId: m2.id,
      unreadCount: 1,
    });
    expect(await outboxLog.sent()).toHaveLength(2);
    const all = await api.read(b, id, '99999999999999999999999');
    expect(all.data).toMatchObject({ lastReadMessageId: m3.id, unreadCount: 0 });
    expect((await api.list(a)).data.find((c) => c.id === id)?.othersReadUpTo).toBe(m3.id);
    // Replying reads everything before it: the replier has nothing unread.
    await sendPaced(a, id, 'four');
    await sendPaced(b, id, 'reply');
    expect((await api.list(b)).data.find((c) => c.id === id)?.unreadCount).toBe(0);
    expect((await api.list(a)).data.find((c) => c.id === id)?.unreadCount).toBe(1);
  });

  it('mutes for the one member, keeps the real unread count, and tells only them', async () => {
    const { a, b, id } = await freshPair();
    const outboxLog = await recordOutbox(t.app.deps.db);
    expect(await api.mute(b, id, true)).toMatchObject({
      status: 200,
      data: { conversationId: id, muted: true },
    });
    expect(await outboxLog.sent()).toEqual([
      { room: rooms.user(b.id), event: 'conversation:updated', payload: { conversationId: id } },
    ]);
    await sendPaced(a, id, 'are you there?');
    expect((await api.list(b)).data.find((c) => c.id === id)).toMatchObject({
      muted: true,
      unreadCount: 1,
    });
    expect((await api.list(a)).data.find((c) => c.id === id)?.muted).toBe(false);
    expect((await api.mute(b, id, false)).data.muted).toBe(false);
  });

  it('lists conversations with the most recently active first', async () => {
    const [a, b, c] = await Promise.all([
      signUp(t.app, 'Eve'),
      signUp(t.app, 'Finn'),
      signUp(t.app, 'Gus'),
    ]);
    const withB = (await api.open(a, b.id)).data.id;
    clock.advance(1000);
    const withC = (await api.open(a, c.id)).data.id;
    expect((await api.list(a)).data.map((conversation) => conversation.id)).toEqual([withC, withB]);
    await sendPaced(b, withB, 'newest');
    expect((await api.list(a)).data.map((conversation) => conversation.id)).toEqual([withB, withC]);
  });
});
