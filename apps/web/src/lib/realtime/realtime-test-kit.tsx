import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished } from 'vitest';
import { useSocketStatus } from './realtime-context.ts';
import { RealtimeProvider } from './realtime-provider.tsx';
import { setSocketFactoryOverride } from './socket-factory.ts';
import type {
  AppSocket,
  ServerEventName,
  ServerEventPayload,
  SocketFactory,
  SocketFactoryOptions,
} from './socket-types.ts';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io-client Socket, for tests: the app talks to it as to a socket, the
 * test plays the server (connect, disconnect, push events) and reads what the app emitted.
 */
export class FakeSocket {
  connected = false;
  recovered = false;
  active = true;
  /** The token presented at creation. */
  readonly token: string | null;
  readonly emitted: Array<{ event: string; payload: unknown; ack?: Listener }> = [];
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<Listener>();

  constructor({ getToken }: SocketFactoryOptions) {
    this.token = getToken();
  }

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  onAny(listener: Listener) {
    this.anyListeners.add(listener);
    return this;
  }

  offAny(listener: Listener) {
    this.anyListeners.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const ack = args[1];
    this.emitted.push({
      event,
      payload: args[0],
      ...(typeof ack === 'function'
        ? { ack: (answer: unknown) => Reflect.apply(ack, this, [answer]) }
        : {}),
    });
    return this;
  }

  /** Times the app asked to connect again after the socket was closed. */
  reconnects = 0;

  connect() {
    this.reconnects += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.closed = true;
    this.connected = false;
    this.active = false;
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** Events the app sent with this name, in order. */
  sent(event: string): unknown[] {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }

  // The server's side:

  serverConnect({ recovered = false }: { recovered?: boolean } = {}) {
    this.connected = true;
    this.recovered = recovered;
    this.fire('connect');
  }

  serverDisconnect(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  serverRefuse(message = 'Unauthorized') {
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** Answers the acknowledgement of the last `event` the app sent, e.g. `{ error: '...' }`. */
  serverAnswer(event: string, answer: unknown) {
    const sent = this.emitted.filter((entry) => entry.event === event).at(-1);
    if (sent?.ack === undefined) throw new Error(`No ${event} waiting for an answer`);
    sent.ack(answer);
  }

  /**
   * Pushes an event. Give `id` to play a numbered copy (its key is the same id); give
   * `{ key }` or `{ key, id }` to play the copy sent straight after the commit, or a numbered copy
   * of an event whose key differs from its position (see catch-up and dedupe).
   */
  serverEmit<E extends ServerEventName>(
    event: E,
    payload: ServerEventPayload<E>,
    identity?: string | { key: string; id?: string },
  ) {
    const meta =
      typeof identity === 'string' ? [{ key: identity, id: identity }] : identity ? [identity] : [];
    this.fire(event, payload, ...meta);
    for (const listener of [...this.anyListeners]) listener(event, payload, ...meta);
  }

  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export interface FakeSockets {
  factory: SocketFactory;
  /** Every socket opened so far, oldest first. */
  all: FakeSocket[];
  /** The socket opened last (the live one). */
  current: () => FakeSocket;
}

export function createFakeSockets(): FakeSockets {
  const all: FakeSocket[] = [];
  const factory: SocketFactory = (options) => {
    const socket = new FakeSocket(options);
    all.push(socket);
    return socket.asSocket();
  };
  const current = () => {
    const socket = all.at(-1);
    if (socket === undefined) throw new Error('No socket has been opened');
    return socket;
  };
  return { factory, all, current };
}

/** Makes every RealtimeProvider of this test use fake sockets (undone when the test ends). */
export function installFakeSockets(): FakeSockets {
  const sockets = createFakeSockets();
  setSocketFactoryOverride(sockets.factory);
  onTestFinished(() => setSocketFactoryOverride(null));
  return sockets;
}

/** The connection's status, on the page a provider rendered alone shows. */
function Status() {
  return <p>status: {useSocketStatus()}</p>;
}

interface TreeOptions {
  userId?: string | null;
  createSocket?: SocketFactory;
}

/**
 * Renders children in a provider alone, with the user id a test chooses; `rerender` keeps the
 * same query client.
 */
export function renderWithRealtime(children: ReactNode, options: TreeOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (content: ReactNode, { userId = null, createSocket }: TreeOptions) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider userId={userId} {...(createSocket ? { createSocket } : {})}>
        <Status />
        {content}
      </RealtimeProvider>
    </QueryClientProvider>
  );
  const view = render(tree(children, options));
  return {
    ...view,
    queryClient,
    rerender: (content: ReactNode, next: TreeOptions = options) =>
      view.rerender(tree(content, next)),
  };
}
