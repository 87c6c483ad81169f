import type { ChatMessage, EventMeta, UserEvents } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  type ClientSocket,
} from '../../realtime/realtime-test-kit.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatApi } from './chat-test-kit.ts';

// The acceptance test of chat delivery: "100 messages sent quickly by two users to each other
// arrive complete, in order and without duplicates on both sides, also when one side's
// connection is dropped in the middle".

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

const byId = (x: string, y: string) => (BigInt(x) < BigInt(y) ? -1 : BigInt(x) > BigInt(y) ? 1 : 0);
const increasing = (ids: string[]) =>
  ids.every((id, i) => i === 0 || byId(ids[i - 1] ?? '', id) < 0);

type Connection = {
  keys: string[];
  messageIds: string[];
  eventIds: string[];
  straightKeys: string[];
};

/**
 * What the web app does: applies each event key once, live (straight after the commit, then
 * numbered) or caught up, and goes on from the last numbered id; after a (re)connect it
 * reads what it missed from GET /user/events; a send whose ack never comes is sent again over
 * HTTP with the same clientId.
 */
function chatClient(user: TestUser) {
  const messages = new Map<string, ChatMessage>();
  const appliedEvents = new Set<string>();
  /** the same message under two different event keys: a duplicate the server sent */
  let duplicates = 0;
  let lastEventId = '0';
  let socket: ClientSocket | undefined;
  /**
   * each connection's chat:message events in arrival order: the keys and message ids it applied
   * (and those it applied from a copy sent straight after the commit), and the numbered copies'
   * ids
   */
  const connections: Connection[] = [];

  /** false when the event was applied already */
  const apply = (meta: EventMeta, message: ChatMessage) => {
    if (meta.id !== undefined && byId(meta.id, lastEventId) > 0) lastEventId = meta.id;
    if (appliedEvents.has(meta.key)) return false;
    appliedEvents.add(meta.key);
    if (messages.has(message.id)) duplicates += 1;
    messages.set(message.id, message);
    return true;
  };

  const catchUp = async () => {
    for (;;) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/user/events?after=${lastEventId}`,
        headers: user.auth,
      });
      const page = response.json<{ data: UserEvents }>().data;
      for (const event of page.events) {
        if (event.event === 'chat:message') apply(event, event.payload);
      }
      if (byId(page.lastId, lastEventId) > 0) lastEventId = page.lastId;
      if (!page.hasMore) return;
    }
  };

  return {
    messages,
    connections,
    duplicates: () => duplicates,
    async start() {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/events',
        headers: user.auth,
      });
      lastEventId = response.json<{ data: UserEvents }>().data.lastId;
      await this.connect();
    },
    async connect() {
      const seen: Connection = { keys: [], messageIds: [], eventIds: [], straightKeys: [] };
      connections.push(seen);
      socket = await connect(url, { token: user.token });
      socket.on('chat:message', (message, meta) => {
        if (meta.id !== undefined) seen.eventIds.push(meta.id);
        if (!apply(meta, message)) return;
        seen.keys.push(meta.key);
        seen.messageIds.push(message.id);
        if (meta.id === undefined) seen.straightKeys.push(meta.key);
      });
      await catchUp();
    },
    drop() {
      socket?.disconnect();
      socket = undefined;
    },
    async send(conversationId: string, clientId: string, body: string): Promise<ChatMessage> {
      if (socket) {
        try {
          const ack = await socket
            .timeout(2000)
            .emitWithAck('chat:send', { conversationId, clientId, body });
          if ('data' in ack) return ack.data;
          throw new Error(`chat:send refused: ${ack.error}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('chat:send refused')) throw error;
          // No ack (the connection went away): the same clientId over HTTP is the same message.
        }
      }
      const sent = await api.send(user, conversationId, body, clientId);
      if (sent.status !== 201 && sent.status !== 200) {
        throw new Error(`HTTP send answered ${sent.status}`);
      }
      return sent.data;
    },
  };
}

async function waitFor(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('chat delivery', () => {
  it('100 messages between two users arrive complete, in order and once on both sides, with a connection dropped midway', async () => {
    const [alex, sam] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Sam')]);
    const conversationId = (await api.open(alex, sam.id)).data.id;
    const alexClient = chatClient(alex);
    const samClient = chatClient(sam);
    await Promise.all([alexClient.start(), samClient.start()]);

    const ROUNDS = 25;
    const acked: ChatMessage[] = [];
    const sentBodies = new Map<string, string>();
    for (let round = 1; round <= ROUNDS; round++) {
      // Each round both send two messages at once: four sends in flight together.
      const sends = [alexClient, alexClient, samClient, samClient].map((client, index) => {
        const clientId = `r${round}-${index}`;
        const body = `round ${round} message ${index} from ${client === alexClient ? 'Alex' : 'Sam'}`;
        sentBodies.set(clientId, body);
        return client.send(conversationId, clientId, body);
      });
      // Sam's connection drops with his sends (and their acks) in flight, and is back later.
      if (round === 10) samClient.drop();
      if (round === 16) await samClient.connect();
      acked.push(...(await Promise.all(sends)));
      // Two messages per sender per 2 s: under the limit of 20 per 10 s.
      clock.advance(2000);
      // And under each socket's 20 events a second, whose bucket runs on the wall clock: with
      // fast sends, 50 from one socket in half a second would pass its burst of 40.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(acked).toHaveLength(100);
    expect(new Set(acked.map((message) => message.id)).size).toBe(100);
    await waitFor(
      () => alexClient.messages.size >= 100 && samClient.messages.size >= 100,
      'both sides to hold 100 messages',
    );

    // The server's order: the thread, oldest first.
    const thread: ChatMessage[] = [];
    let after = '0';
    for (;;) {
      const page = await api.page(alex, conversationId, `?limit=100&after=${after}`);
      const oldestFirst = [...page.data.messages].reverse();
      thread.push(...oldestFirst);
      if (!page.data.hasMore) break;
      after = oldestFirst.at(-1)?.id ?? after;
    }
    const serverOrder = thread.map((message) => message.id);
    expect(serverOrder).toHaveLength(100);
    expect(new Set(thread.map((m) => m.clientId))).toEqual(new Set(sentBodies.keys()));
    for (const message of thread) expect(message.body).toBe(sentBodies.get(message.clientId));

    for (const client of [alexClient, samClient]) {
      expect(client.duplicates()).toBe(0);
      expect([...client.messages.keys()].sort(byId)).toEqual(serverOrder);
      for (const [index, connection] of client.connections.entries()) {
        // Live, each connection hears events in order, each once: the copies sent straight
        // after each commit, and the numbered ones.
        expect(increasing(connection.straightKeys)).toBe(true);
        expect(increasing(connection.eventIds)).toBe(true);
        // A connection open before the sends began hears nothing out of order. One opened
        // while sends are under way may miss the straight copy of a message committed as it
        // connected; that message's numbered copy then fills the gap, after newer ones (the
        // client applies it once, and the thread shows messages by id).
        if (index === 0) {
          expect(increasing(connection.keys)).toBe(true);
          expect(increasing(connection.messageIds)).toBe(true);
        }
      }
    }
    // Alex never lost his connection: he heard all 100 live, in the server's order.
    expect(alexClient.connections).toHaveLength(1);
    expect(alexClient.connections[0]?.messageIds).toEqual(serverOrder);
    // Sam heard some only through the catch-up.
    const heardLiveBySam = samClient.connections.flatMap((connection) => connection.messageIds);
    expect(heardLiveBySam.length).toBeLessThan(100);
  });
});
