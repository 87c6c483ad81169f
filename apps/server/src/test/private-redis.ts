import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { freePort } from './free-port.ts';

export type PrivateRedis = {
  /** `redis://127.0.0.1:<port>`; stays the same across restarts */
  url: string;
  port: number;
  /** Kills the server with SIGKILL (a crash, not a shutdown) and waits until it has exited. */
  stop(): Promise<void>;
  /**
   * Kills the server if it runs, then starts a new, empty one on the same port (nothing is
   * persisted, as after a restart of a Redis without persistence). Resolves once it accepts
   * connections. `stop()` then, later, `restart()` is an outage of that length.
   */
  restart(): Promise<void>;
};

const READY_LINE = /Ready to accept connections/;
const START_TIMEOUT_MS = 10_000;

/** Starts `redis-server` on `port`; resolves once it is ready, rejects with its output if it exits. */
async function spawnRedisServer(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server on port ${port} was not ready in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (READY_LINE.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', onOutput);
        resolve(child);
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`redis-server could not be started (is it installed?): ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`redis-server on port ${port} exited (${code ?? signal}):\n${output}`));
    });
  });
}

async function killAndWait(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

/**
 * A redis-server of the test's own on a free port, for fault tests that must kill Redis: never the
 * shared one. It is killed when the test process exits, should a test forget `stop()`.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  // Nothing is saved (no RDB, no AOF); the temporary folder is its working folder all the same,
  // so that no file could ever land in the repository.
  const dir = os.tmpdir();
  let port = 0;
  let child: ChildProcess | undefined;
  // Another process may take the free port between the check and redis-server binding it.
  for (let attempt = 1; !child; attempt += 1) {
    port = await freePort();
    try {
      child = await spawnRedisServer(port, dir);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  let running: ChildProcess | undefined = child;
  const killOnExit = () => running?.kill('SIGKILL');
  process.once('exit', killOnExit);

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (running) await killAndWait(running);
      running = undefined;
    },
    async restart() {
      if (running) await killAndWait(running);
      running = undefined;
      running = await spawnRedisServer(port, dir);
    },
  };
}
