import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, EventMeta, ServerToClientEvents } from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** Generous: only reached when something is broken, and then the message says what. */
const WAIT_MS = 5000;

export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Every client the tests open, so afterAll can close them all. */
export const openClients = new Set<ClientSocket>();

export function closeClients() {
  for (const client of openClients) client.close();
  openClients.clear();
}

type ClientOptions = {
  token?: unknown;
  origin?: string;
  /** on for reconnect tests only: elsewhere a refused handshake must stay refused */
  reconnection?: boolean;
  /** extra handshake fields, e.g. a forged session id (`pid`) and `offset` */
  auth?: Record<string, unknown>;
  /** WebSocket only by default; the web app falls back to long-polling */
  transports?: Array<'websocket' | 'polling'>;
};

export function createClient(url: string, options: ClientOptions = {}): ClientSocket {
  const client: ClientSocket = io(url, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    auth: { ...options.auth, ...(options.token === undefined ? {} : { token: options.token }) },
    extraHeaders: options.origin === undefined ? {} : { origin: options.origin },
  });
  openClients.add(client);
  return client;
}

/** Resolves once connected; rejects with the server's connect_error message. */
export function connected(client: ClientSocket): Promise<ClientSocket> {
  return withTimeout('connect', (resolve, reject) => {
    client.once('connect', () => resolve(client));
    client.once('connect_error', reject);
  });
}

export function connect(url: string, options: ClientOptions = {}): Promise<ClientSocket> {
  return connected(createClient(url, options));
}

/** The handshake error message, or a failure if the server let the client in. */
export async function refusal(url: string, options: ClientOptions): Promise<string> {
  try {
    await connect(url, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the server accepted a handshake it should have refused');
}

/**
 * Records every payload of `event` from now on, each event once, as a client applies them: an
 * event comes straight after its commit and again numbered (outbox-relay.ts), and both copies
 * carry its `key`. `until` waits for a payload that matches: since a socket receives events in
 * the order they were emitted, waiting for a later "sentinel" event proves an earlier one was not
 * delivered, without waiting an arbitrary time.
 */
export function record<E extends EventName>(client: ClientSocket, event: E) {
  const payloads: Payload<E>[] = [];
  /** each applied event's key, in arrival order */
  const keys: string[] = [];
  /** each numbered copy's id (position), in arrival order: where a client's catch-up goes on */
  const ids: string[] = [];
  /** the position each applied event's numbered copy brought, once it came */
  const positions = new Map<string, string>();
  /** copies that arrived with a key already applied: the numbered copies of live events */
  let repeats = 0;
  const waiters = new Set<() => void>();
  const listener = (payload: Payload<E>, meta: EventMeta) => {
    if (meta.id !== undefined) {
      ids.push(meta.id);
      positions.set(meta.key, meta.id);
    }
    if (keys.includes(meta.key)) repeats += 1;
    else {
      keys.push(meta.key);
      payloads.push(payload);
    }
    for (const waiter of waiters) waiter();
  };
  // Every server event has a payload and its meta, so this listener fits each of them.
  client.on(event, listener as Parameters<typeof client.on<E>>[1]);
  const waitFor = <T>(what: string, find: () => T | undefined) =>
    withTimeout<T>(what, (resolve) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return {
    payloads,
    keys,
    ids,
    repeats: () => repeats,
    until(matches: (payload: Payload<E>) => boolean): Promise<Payload<E>> {
      return waitFor(`'${event}'`, () => payloads.find(matches));
    },
    /** Waits for a matching event's numbered copy too; answers its position. */
    untilNumbered(matches: (payload: Payload<E>) => boolean): Promise<string> {
      return waitFor(`numbered '${event}'`, () => {
        const index = payloads.findIndex(matches);
        const key = index === -1 ? undefined : keys[index];
        return key === undefined ? undefined : positions.get(key);
      });
    },
  };
}

/** A listener that hands `handler` each event once, by its key, as a client applies them. */
export function eachEventOnce<P>(handler: (payload: P) => void) {
  const applied = new Set<string>();
  return (payload: P, meta: EventMeta) => {
    if (applied.has(meta.key)) return;
    applied.add(meta.key);
    handler(payload);
  };
}

export const nextEvent = <E extends EventName>(client: ClientSocket, event: E) =>
  record(client, event).until(() => true);

function withTimeout<T>(
  what: string,
  start: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${what} within ${WAIT_MS} ms: the event never arrived`)),
      WAIT_MS,
    );
    start(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
