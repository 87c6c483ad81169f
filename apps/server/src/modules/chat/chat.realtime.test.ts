import { CHAT_LIMITS, errorMessage, type UserEvents } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../../realtime/realtime-test-kit.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatApi } from './chat-test-kit.ts';

const clock = manualClock();
let t: TestApp;
let url: string;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  url = await listenOnFreePort(t.app);
  api = chatApi(t.app);
});
afterAll(async () => {
  closeClients();
  await t.close();
});

async function freshPair() {
  const [a, b] = await Promise.all([signUp(t.app, 'Ana'), signUp(t.app, 'Ben')]);
  const opened = await api.open(a, b.id);
  return { a, b, id: opened.data.id };
}

async function eventsAfter(user: TestUser, after?: string): Promise<UserEvents> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/events${after === undefined ? '' : `?after=${after}`}`,
    headers: user.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: UserEvents }>().data;
}

describe('chat over sockets', () => {
  it('delivers a message sent over HTTP live to both members’ sockets', async () => {
    const { a, b, id } = await freshPair();
    const [socketA, socketB] = await Promise.all([
      connect(url, { token: a.token }),
      connect(url, { token: b.token }),
    ]);
    const heardByA = record(socketA, 'chat:message');
    const heardByB = record(socketB, 'chat:message');
    clock.advance(1000);
    const sent = await api.send(a, id, 'Court 3 at 7?');
    expect(await heardByB.until((message) => message.id === sent.data.id)).toEqual(sent.data);
    expect(await heardByA.until((message) => message.id === sent.data.id)).toEqual(sent.data);
    expect((await api.list(b)).data.find((c) => c.id === id)?.unreadCount).toBe(1);

    // The reader's "seen" reaches the sender live.
    const reads = record(socketA, 'chat:read');
    await api.read(b, id, sent.data.id);
    expect(await reads.until((read) => read.userId === b.id)).toEqual({
      conversationId: id,
      userId: b.id,
      lastReadMessageId: sent.data.id,
    });
  });

  it('chat:send stores, acks the message and delivers it; a resend acks the same one and is not delivered twice', async () => {
    const { a, b, id } = await freshPair();
    const [socketA, socketB] = await Promise.all([
      connect(url, { token: a.token }),
      connect(url, { token: b.token }),
    ]);
    const heardByB = record(socketB, 'chat:message');
    clock.advance(1000);
    const request = { conversationId: id, clientId: 'socket-1', body: 'On my way' };
    const ack = await socketA.emitWithAck('chat:send', request);
    if (!('data' in ack)) throw new Error(`refused: ${ack.error}`);
    expect(ack.data).toMatchObject({ conversationId: id, clientId: 'socket-1', body: 'On my way' });
    expect(await socketA.emitWithAck('chat:send', request)).toEqual(ack);
    const sentinel = await api.send(a, id, 'sentinel');
    await heardByB.until((message) => message.id === sentinel.data.id);
    expect(heardByB.payloads.map((message) => message.body)).toEqual(['On my way', 'sentinel']);
  });

  it('refuses a non-member, a visitor and a malformed request in the ack', async () => {
    const { id } = await freshPair();
    const stranger = await signUp(t.app, 'Stranger');
    const strangerSocket = await connect(url, { token: stranger.token });
    const request = { conversationId: id, clientId: 'x-1', body: 'let me in' };
    expect(await strangerSocket.emitWithAck('chat:send', request)).toEqual({
      error: errorMessage('NOT_A_MEMBER'),
    });
    const visitor = await connect(url);
    expect(await visitor.emitWithAck('chat:send', request)).toEqual({
      error: errorMessage('UNAUTHORIZED'),
    });
    expect(await strangerSocket.emitWithAck('chat:send', { ...request, body: '  ' })).toEqual({
      error: 'Write a message first',
    });
    expect((await api.page(stranger, id)).status).toBe(403);
  });

  it('shares the rate limit with HTTP: the 21st message within 10 s gets an error ack', async () => {
    const { a, id } = await freshPair();
    const socketA = await connect(url, { token: a.token });
    clock.advance(CHAT_LIMITS.windowMs);
    for (let index = 1; index < CHAT_LIMITS.messagesPerWindow; index++) {
      expect((await api.send(a, id, `http ${index}`)).status).toBe(201);
    }
    const last = await socketA.emitWithAck('chat:send', {
      conversationId: id,
      clientId: 'last-allowed',
      body: 'twentieth',
    });
    expect(last).toHaveProperty('data');
    expect(
      await socketA.emitWithAck('chat:send', {
        conversationId: id,
        clientId: 'over',
        body: 'twenty-first',
      }),
    ).toEqual({ error: errorMessage('MESSAGES_RATE_LIMITED') });
    expect((await api.send(a, id, 'over http')).status).toBe(429);
  });

  it('a member who was offline catches up on reconnect, from the events and from the thread', async () => {
    const { a, b, id } = await freshPair();
    const socketB = await connect(url, { token: b.token });
    const heard = record(socketB, 'chat:message');
    clock.advance(1000);
    const seen = await api.send(a, id, 'before the tunnel');
    const lastEventId = await heard.untilNumbered((message) => message.id === seen.data.id);
    socketB.close();

    const missed: string[] = [];
    for (const body of ['one', 'two', 'three']) {
      clock.advance(1000);
      missed.push((await api.send(a, id, body)).data.id);
    }
    await t.app.outboxRelay.flush();

    const again = await connect(url, { token: b.token });
    const live = record(again, 'chat:message');
    const caughtUp = await eventsAfter(b, lastEventId);
    expect(
      caughtUp.events.flatMap((event) =>
        event.event === 'chat:message' ? [event.payload.id] : [],
      ),
    ).toEqual(missed);
    const thread = await api.page(b, id, `?after=${seen.data.id}`);
    expect(thread.data.messages.map((message) => message.id)).toEqual([...missed].reverse());
    // And what comes next arrives live on the new connection.
    clock.advance(1000);
    const next = await api.send(a, id, 'out of the tunnel');
    expect((await live.until((message) => message.id === next.data.id)).body).toBe(
      'out of the tunnel',
    );
  });
});
