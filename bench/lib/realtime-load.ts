// What the realtime benches share: accounts made straight in the database with tokens signed
// here (1,000 sign-ups over HTTP would measure bcrypt and meet the sign-up rate limit), many
// client sockets opened a bounded number at a time, each naming an address of its own, and a
// keep-alive HTTP client that times one request.
import { Agent, request } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@betterplay/contracts';
import { io, type Socket } from 'socket.io-client';
import type { Database } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/modules/users/users.schema.ts';
import { forgeToken } from '../../apps/server/src/test/factories.ts';
import { BENCH_JWT_SECRET } from './api-process.ts';

export type AppClient = Socket<ServerToClientEvents, ClientToServerEvents>;
export type BenchUser = { id: string; firstName: string; email: string; token: string };

export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` accounts inserted in batches; each with a token the bench API processes accept. */
export async function insertUsers(db: Database, count: number, label: string) {
  const made: BenchUser[] = [];
  const stamp = Date.now().toString(36);
  for (let start = 0; start < count; start += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, count - start) }, (_, offset) => ({
          firstName: `${label}${start + offset}`,
          lastName: 'Bench',
          email: `${label.toLowerCase()}${start + offset}.${stamp}@bench.example.com`,
          passwordHash: 'not-used-by-the-bench',
          phone: '0412345678',
        })),
      )
      .returning({ id: users.id, firstName: users.firstName, email: users.email });
    const issuedAt = Math.floor(Date.now() / 1000);
    for (const row of rows) {
      const claims = { ...row, sub: row.id, iat: issuedAt, exp: issuedAt + 86_400 };
      const token = forgeToken({ alg: 'HS256', typ: 'JWT' }, claims, BENCH_JWT_SECRET);
      made.push({ ...row, token });
    }
  }
  return made;
}

/**
 * A distinct loopback-side address per socket (sent as X-Forwarded-For, trusted because the API
 * runs with TRUST_PROXY=loopback), so the per-address handshake limit (60 at once, then 2/s)
 * limits no bench socket: the bench stands for many browsers, not one script.
 */
export const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/**
 * Opens one socket per `auth` entry, `inFlight` handshakes at a time, WebSocket only, no
 * reconnection (a dropped socket would otherwise hide in the figures). Each handshake's time
 * goes to `connectMs` when given.
 */
export async function openSockets(
  url: string,
  auths: Record<string, string>[],
  options: { inFlight?: number; connectMs?: number[] } = {},
): Promise<AppClient[]> {
  const { inFlight = 50, connectMs } = options;
  const sockets: AppClient[] = new Array<AppClient>(auths.length);
  let next = 0;
  const worker = async () => {
    while (next < auths.length) {
      const index = next++;
      const startedAt = performance.now();
      const socket: AppClient = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: auths[index] ?? {},
        extraHeaders: { 'x-forwarded-for': addressOf(index) },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => {
          connectMs?.push(performance.now() - startedAt);
          resolve();
        });
        socket.once('connect_error', (error) =>
          reject(new Error(`socket ${index} refused: ${error.message}`)),
        );
      });
      sockets[index] = socket;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return sockets;
}

/** Closes the sockets and waits until the server has had time to notice. */
export async function closeSockets(sockets: AppClient[]) {
  for (const socket of sockets) socket.close();
  await settle(1000);
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export type Timed = { status: number; body: string; ms: number };

/** One HTTP request over a kept-alive connection, timed from sending to the last byte. */
export function timedRequest(
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Timed> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const outgoing = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - startedAt,
        }),
      );
      response.once('error', reject);
    });
    outgoing.once('error', reject);
    outgoing.end(payload);
  });
}

/** Runs `task` over `items`, `inFlight` at a time (setup work: requests to accept later). */
export async function inBatches<T, R>(
  items: T[],
  inFlight: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

/** Resolves a waiter by key when an event arrives (an accept's id, a message's clientId). */
export class Arrivals {
  private waiters = new Map<string, () => void>();

  /** Registers before the work is fired, so an event that beats the HTTP answer is not lost. */
  expect(key: string, timeoutMs = 10_000): Promise<void> {
    const promise = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        reject(new Error(`${key} never arrived`));
      }, timeoutMs);
      this.waiters.set(key, () => {
        clearTimeout(timer);
        this.waiters.delete(key);
        resolve();
      });
    });
    // A fire that fails before awaiting it (an HTTP error) is counted there, not reported twice.
    promise.catch(() => undefined);
    return promise;
  }

  arrived(key: string) {
    this.waiters.get(key)?.();
  }
}
