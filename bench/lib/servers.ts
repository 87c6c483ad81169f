// The servers under test, each in its own process so the load generator (this process) does not
// share an event loop with them: the real API (as `npm start` runs it) and the bare baseline.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../apps/server/src/test/server-process.ts';
import { apiEntry } from './server-entry.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type BenchServer = { url: string; pid: number; stop(): Promise<void> };

async function stopGracefully(server: RunningServer) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killAfter = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(killAfter);
}

/**
 * The API on a port of the system's choosing: production mode (no demo data, no API docs, the
 * settings people run), no Redis, no jobs, no logs. `env` adds DATABASE_URL or DATA_DIR.
 */
export async function startApiServer(env: Record<string, string>): Promise<BenchServer> {
  const server = await startServer(
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0000',
      REDIS: 'off',
      JOBS: 'off',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join('.data', 'no-web-build'),
      ...env,
    },
    [...apiEntry.nodeArgs, apiEntry.script],
  );
  return { url: server.url, pid: server.pid, stop: () => stopGracefully(server) };
}

/** Bare Fastify answering every GET with `body` (bench/lib/bare-server.ts). */
export async function startBareServer(body: unknown): Promise<BenchServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bp-bench-body-'));
  const bodyFile = path.join(folder, 'body.json');
  writeFileSync(bodyFile, JSON.stringify(body));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, BODY_FILE: bodyFile, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((exit) =>
      reject(new Error(`bare Fastify exited (${exit.code ?? exit.signal}):\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      process.off('exit', killOnExit);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Linux reports process CPU time in clock ticks of 10 ms (USER_HZ is 100 on every Linux port). */
const MS_PER_TICK = 10;

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc; undefined where there
 * is no /proc. What the server spends per answer tells its cost apart from waiting on others.
 */
export function cpuMsOf(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return Number.isFinite(userTicks + systemTicks)
    ? (userTicks + systemTicks) * MS_PER_TICK
    : undefined;
}
