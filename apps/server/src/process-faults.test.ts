import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './modules/users/users.schema.ts';
import { connect } from './realtime/realtime-test-kit.ts';
import { deleteRedisKeys, registration } from './test/factories.ts';
import { startServer, stopServer, type RunningServer } from './test/server-process.ts';
import { createTestDatabase } from './test/test-app.ts';
import { testServicesInUse } from './test/test-database.ts';

// The real server in a child process, on a real PostgreSQL and Redis, killed and stopped as an
// operator (or an orchestrator) would.

type Cleanup = () => Promise<void>;
const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startOnTestServices(): Promise<{ server: RunningServer; databaseUrl: string }> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const redisUrl = testServicesInUse().redisUrl;
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  cleanups.push(() => deleteRedisKeys(redisUrl, keyPrefix));
  const server = await startServer({
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    JWT_SECRET: 'process-faults-secret-that-is-long-enough-0000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  });
  cleanups.push(() => stopServer(server));
  return { server, databaseUrl: database.url };
}

async function emailsInDatabase(databaseUrl: string, emails: string[]): Promise<string[]> {
  const database = openDatabase({ databaseUrl, dataDir: '' });
  try {
    const rows = await database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    return rows.map((row) => row.email);
  } finally {
    await database.close();
  }
}

describe('the API process killed with SIGKILL during writes', () => {
  const TOTAL = 150;
  const IN_FLIGHT = 16;
  const KILL_AFTER_ACKNOWLEDGED = 40;

  it('loses no write it acknowledged', async () => {
    const { server, databaseUrl } = await startOnTestServices();
    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    const otherAnswers: number[] = [];

    async function signUp(form: ReturnType<typeof registration>) {
      try {
        const response = await fetch(`${server.url}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(form),
        });
        if (response.status === 201) acknowledged.push(form.email);
        else otherAnswers.push(response.status);
      } catch {
        unanswered.push(form.email);
      }
    }

    // Keeps IN_FLIGHT sign-ups going and kills the process once enough are acknowledged, so the
    // kill lands with requests at every stage: parsed, hashing, in the transaction, answering.
    const forms = Array.from({ length: TOTAL }, () => registration());
    let killed = false;
    async function lane() {
      for (let form = forms.shift(); form; form = forms.shift()) {
        await signUp(form);
        if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));

    expect((await server.exited).signal).toBe('SIGKILL');
    expect(otherAnswers).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unanswered.length).toBeGreaterThan(0);
    const stored = await emailsInDatabase(databaseUrl, acknowledged);
    expect(stored.sort()).toEqual([...acknowledged].sort());
  });
});

/**
 * A request the server has begun (it answered `100 Continue` to its headers) with half its body
 * sent: in flight until `finish()`.
 */
async function startRequest(port: number, path: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  let onData = () => {};
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    onData();
  });
  const closed = new Promise((resolve) => socket.once('close', resolve));
  const continued = new Promise<void>((resolve) => {
    onData = () => {
      if (received.includes('\r\n\r\n')) resolve();
    };
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${payload.length}\r\nExpect: 100-continue\r\n` +
      // Keep-alive, as browsers send: the server must close the connection itself.
      'Connection: keep-alive\r\n\r\n',
  );
  await continued;
  if (!received.startsWith('HTTP/1.1 100')) throw new Error(`not continued: ${received}`);
  received = '';
  const half = Math.floor(payload.length / 2);
  socket.write(payload.subarray(0, half));
  return {
    /** Sends the rest of the body; resolves with the answer's status code. */
    async finish(): Promise<number> {
      socket.write(payload.subarray(half));
      await closed;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (!status) throw new Error(`no answer before the connection closed: ${received}`);
      return Number(status[1]);
    },
  };
}

/** Resolves once the port refuses connections. */
async function refusesConnections(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the API process stopped with SIGTERM', () => {
  it('refuses new connections, answers the request in flight, disconnects sockets and exits 0', async () => {
    const { server } = await startOnTestServices();
    const signedUp = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration()),
    });
    const { data: token } = (await signedUp.json()) as { data: string };
    const socket = await connect(server.url, { token });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const inFlight = await startRequest(server.port, '/api/v1/auth/register', registration());

    server.child.kill('SIGTERM');

    await refusesConnections(server.port);
    // Not 'io server disconnect', after which a client stays away: this one reconnects by itself,
    // to another instance during a rolling restart.
    expect(await disconnected).toBe('transport close');
    expect(await inFlight.finish()).toBe(201);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // pg warns when a client is handed a query while it runs another (it once did at each start).
    expect(server.output()).not.toContain('client.query()');
  });
});
