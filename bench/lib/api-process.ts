// The API as the benches measure it (bench/lib/server-entry.ts: the compiled bundle npm start runs) in a child
// process of its own, so its event loop is not shared with the load generator (the bench's
// sockets and HTTP clients). Also starts any other script the same way (the bare Socket.IO
// baseline). Each child loads bench/lib/heap-probe.ts, so the bench can read its heap after a
// full GC over IPC without any bench-only code in the app.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { HeapReading, ProbeMessage } from './heap-probe.ts';
import { SERVER_SETTINGS as TEST_SERVER_SETTINGS } from '../../apps/server/src/test/server-process.ts';
import { apiEntry } from './server-entry.ts';

export type { HeapReading } from './heap-probe.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const heapProbe = path.join(import.meta.dirname, 'heap-probe.ts');
const READY_LINE = /running at http:\/\/localhost:(\d+)/;
const START_TIMEOUT_MS = 60_000;

/** The JWT secret every bench API process signs with, so the bench can sign tokens itself. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0000';

/** Settings of the bench's own environment that must not leak into the child. */
const SERVER_SETTINGS = [...TEST_SERVER_SETTINGS, 'NODE_ENV', 'TRUST_PROXY'];

export type ChildServer = {
  url: string;
  port: number;
  pid: number;
  /** heap in use and RSS after two full GCs (the child runs with --expose-gc) */
  heap(): Promise<HeapReading>;
  /** stdout and stderr so far, for error messages */
  output(): string;
  stop(): Promise<void>;
};

/**
 * The API on `databaseUrl` and Redis under `redisKeyPrefix`, as production runs it (compiled
 * mode aside): NODE_ENV=production, no jobs (the bench measures the request path alone), no logs.
 * `env` overrides; the bench says in its notes which limits it raised. Resolves once
 * GET /api/v1/health answers 200.
 */
export async function startApi(options: {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  env?: Record<string, string>;
  port?: number;
}): Promise<ChildServer> {
  const server = await startChild({
    script: apiEntry.script,
    env: {
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      JOBS: 'off',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(options.port ?? 0),
      WEB_DIST_DIR: path.join('.data', 'no-web-build'),
      ...options.env,
    },
  });
  await untilHealthy(server);
  return server;
}

/** Any script (run through tsx, with the heap probe) that prints "running at http://localhost:<port>". */
export function startChild(options: {
  script: string;
  env: Record<string, string>;
}): Promise<ChildServer> {
  const inherited = { ...process.env };
  for (const name of SERVER_SETTINGS) delete inherited[name];
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', heapProbe, options.script],
    {
      cwd: repoRoot,
      env: { ...inherited, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A bench that crashes must not leave its servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => process.off('exit', killOnExit));
  if (child.pid === undefined) throw new Error(`${options.script} did not start`);
  const pid = child.pid;

  return new Promise<ChildServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${options.script} did not listen within 60 s:\n${output}`));
    }, START_TIMEOUT_MS);
    const check = () => {
      const match = READY_LINE.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      const port = Number(match[1]);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        pid,
        heap: () => readHeap(child),
        output: () => output,
        stop: () => stopChild(child, exited),
      });
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${options.script} exited before listening:\n${output}`));
    });
  });
}

async function untilHealthy(server: ChildServer) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${server.url}/api/v1/health`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`the API never answered /api/v1/health with 200:\n${server.output()}`);
}

function readHeap(child: ChildProcess): Promise<HeapReading> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no heap reading within 30 s')), 30_000);
    const listen = (message: ProbeMessage) => {
      if (message.type !== 'heap') return;
      clearTimeout(timer);
      child.off('message', listen);
      resolve(message.reading);
    };
    child.on('message', listen);
    child.send({ type: 'read-heap' } satisfies ProbeMessage);
  });
}

/** SIGTERM (the app closes its sockets and pools), SIGKILL if it has not exited within 10 s. */
async function stopChild(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
