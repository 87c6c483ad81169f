import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from './db/data-dir-lock.ts';
import { connectRedis } from './redis.ts';
import { spawnServer, startServer, stopServer, type ServerProcess } from './test/server-process.ts';

/** A server that accepts TCP connections and never says a word: a hung database or Redis. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    /** connections accepted so far: proves a client got as far as a silent server */
    accepted: () => accepted,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The pid of a process that has exited, as a crashed server would have left in its lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

describe('start-up against services that never answer', () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  afterAll(() => silent.close());

  it('exits non-zero, naming DATABASE_URL, when the database accepts connections and never answers', async () => {
    const before = silent.accepted();
    const server = spawnServer({
      DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${silent.port}/betterplay`,
      REDIS: 'off',
    });
    const exit = await server.exited;

    expect(exit.code).toBe(1);
    expect(silent.accepted()).toBeGreaterThan(before);
    const output = server.output();
    expect(output).toContain(
      `Better Play could not start: Cannot connect to PostgreSQL at 127.0.0.1:${silent.port}/betterplay (DATABASE_URL): no answer within 5 s.`,
    );
    expect(output).toContain('Check that DATABASE_URL points at a running PostgreSQL server');
    expect(output).not.toContain('secret');
  });

  it('falls back to single-node mode when Redis accepts connections and never answers', async () => {
    const warnings: string[] = [];
    const { log } = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
    });
    const before = silent.accepted();

    const redis = await connectRedis({
      url: `redis://127.0.0.1:${silent.port}`,
      enabled: true,
      connectTimeoutMs: 500,
      log,
    });

    expect(redis).toBeNull();
    expect(silent.accepted()).toBeGreaterThan(before);
    expect(warnings.join('')).toContain(
      `Redis is not reachable at redis://127.0.0.1:${silent.port} (no answer within 0.5 s)`,
    );
  });
});

/** Whether the server at `url` serves its data: the demo player can sign in. */
async function demoSignIn(url: string): Promise<number> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'player@example.com', password: 'password123' }),
  });
  return response.status;
}

// No DATABASE_URL: the embedded database in DATA_DIR, which only one process may open.
describe('the embedded data folder', () => {
  let dataDir: string;
  const started: ServerProcess[] = [];
  const embedded = (env: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    REDIS: 'off',
    ...env,
  });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-data-dir-lock-'));
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => stopServer(server)));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process while the first runs, and opens again once it has stopped', async () => {
    const first = await startServer(embedded());
    started.push(first);

    const second = spawnServer(embedded());
    started.push(second);
    expect((await second.exited).code).toBe(1);
    expect(second.output()).toContain(
      `Better Play could not start: Another Better Play process is using ${dataDir} (pid ${first.pid}). Stop it or set DATA_DIR to another folder.`,
    );
    // The refused process left the running one alone.
    expect(await demoSignIn(first.url)).toBe(200);

    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const third = await startServer(embedded());
    started.push(third);
    expect(await demoSignIn(third.url)).toBe(200);
    // Three starts of an embedded database (the first migrates and seeds it): on a busy 2-core
    // machine that outlasts the default 30 s.
  }, 90_000);

  it('takes over a lock left by a process that died without closing', async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), `${await deadPid()}\n`);

    const server = await startServer(embedded());
    started.push(server);

    expect(await demoSignIn(server.url)).toBe(200);
  });
});
