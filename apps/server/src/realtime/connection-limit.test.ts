import type { FastifyBaseLogger } from 'fastify';
import { errorMessage } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CONNECTION_LIMITS, createConnectionLimit } from './connection-limit.ts';
import { closeClients, connect, listenOnFreePort, refusal } from './realtime-test-kit.ts';
import type { AppSocket } from './socket-types.ts';

const silent = { debug: () => undefined } as unknown as FastifyBaseLogger;

/**
 * A handshake as the middleware sees it: the peer's address, its forwarded-for header and its
 * token if any; `closeForFlooding` closes it as client-event-limit.ts does a flooder.
 */
function handshakeFrom(peer: string, forwardedFor?: string, token?: string) {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const onDisconnect: (() => void)[] = [];
  const socket = {
    request: { socket: { remoteAddress: peer }, headers },
    handshake: { auth: token === undefined ? {} : { token } },
    data: {} as { cutOffForFlooding?: boolean },
    once: (event: string, listener: () => void) => {
      if (event === 'disconnect') onDisconnect.push(listener);
    },
  };
  const closeForFlooding = () => {
    socket.data.cutOffForFlooding = true;
    for (const listener of onDisconnect) listener();
  };
  return Object.assign(socket as unknown as AppSocket, { closeForFlooding });
}

function outcome(check: ReturnType<typeof createConnectionLimit>, socket: AppSocket) {
  let refused: string | undefined;
  check(socket, (error) => (refused = error?.message));
  return refused ?? 'accepted';
}

describe('new connections per client address', () => {
  const limits = { burst: 3, perSecond: 1, maxAddresses: 100, visitorCoolOffMs: 30_000 };

  it('refuses an address over its burst with a message, until time refills it, others unaffected', () => {
    let now = 0;
    const check = createConnectionLimit({ trustProxy: false, log: silent, limits, now: () => now });
    const flooder = handshakeFrom('203.0.113.7');
    const answers = Array.from({ length: 5 }, () => outcome(check, flooder));
    expect(answers).toEqual([
      'accepted',
      'accepted',
      'accepted',
      errorMessage('SOCKET_CONNECTIONS_LIMITED'),
      errorMessage('SOCKET_CONNECTIONS_LIMITED'),
    ]);
    expect(outcome(check, handshakeFrom('203.0.113.8'))).toBe('accepted');
    now += 1000;
    expect(outcome(check, flooder)).toBe('accepted');
    expect(outcome(check, flooder)).not.toBe('accepted');
  });

  it('counts the forwarded client only behind a trusted proxy, and a spoofed header never', () => {
    const untrusted = createConnectionLimit({ trustProxy: false, log: silent, limits });
    // Rotating X-Forwarded-For from one peer that is not trusted: one address.
    const spoofed = [1, 2, 3, 4].map((n) =>
      outcome(untrusted, handshakeFrom('198.51.100.1', `10.0.0.${n}`)),
    );
    expect(spoofed.at(-1)).not.toBe('accepted');

    const behindProxy = createConnectionLimit({ trustProxy: ['127.0.0.1'], log: silent, limits });
    const clients = [1, 2, 3, 4].map((n) =>
      outcome(behindProxy, handshakeFrom('127.0.0.1', `10.0.0.${n}`)),
    );
    expect(clients).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
  });

  it('refuses visitors from an address whose visitor was cut off for flooding, for the cool-off', () => {
    let now = 0;
    const check = createConnectionLimit({ trustProxy: false, log: silent, limits, now: () => now });
    const flooder = handshakeFrom('203.0.113.9');
    const quiet = handshakeFrom('203.0.113.9');
    expect(outcome(check, flooder)).toBe('accepted');
    expect(outcome(check, quiet)).toBe('accepted');
    flooder.closeForFlooding();

    now += 1000;
    expect(outcome(check, handshakeFrom('203.0.113.9'))).toBe(
      errorMessage('SOCKET_CONNECTIONS_LIMITED'),
    );
    // Someone signed in there, and visitors elsewhere, are not refused by it.
    expect(outcome(check, handshakeFrom('203.0.113.9', undefined, 'a-token'))).toBe('accepted');
    expect(outcome(check, handshakeFrom('203.0.113.10'))).toBe('accepted');
    now += limits.visitorCoolOffMs;
    expect(outcome(check, handshakeFrom('203.0.113.9'))).toBe('accepted');
  });

  it('keeps at most maxAddresses buckets', () => {
    let now = 0;
    const check = createConnectionLimit({
      trustProxy: false,
      log: silent,
      limits: { burst: 1, perSecond: 0.001, maxAddresses: 2, visitorCoolOffMs: 30_000 },
      now: () => now,
    });
    expect(outcome(check, handshakeFrom('192.0.2.1'))).toBe('accepted');
    expect(outcome(check, handshakeFrom('192.0.2.1'))).not.toBe('accepted');
    now += 1;
    outcome(check, handshakeFrom('192.0.2.2'));
    outcome(check, handshakeFrom('192.0.2.3'));
    // The first address's bucket was the oldest, so it was dropped: it starts full again.
    expect(outcome(check, handshakeFrom('192.0.2.1'))).toBe('accepted');
  });
});

describe('on the real socket server', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    closeClients();
    await t.close();
  });

  it('refuses a script reconnecting in a loop once the address has used its burst', async () => {
    const messages: string[] = [];
    for (let attempt = 0; attempt < CONNECTION_LIMITS.burst + 10; attempt += 1) {
      try {
        const socket = await connect(url);
        socket.close();
      } catch (error) {
        messages.push((error as Error).message);
      }
    }
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toBe(errorMessage('SOCKET_CONNECTIONS_LIMITED'));
    expect(await refusal(url, {})).toBe(errorMessage('SOCKET_CONNECTIONS_LIMITED'));
  });
});
