import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const READY_LINE = /Better Play is running at http:\/\/localhost:(\d+)/;

/** Settings the test process may have that must not leak into the server it starts. */
export const SERVER_SETTINGS = [
  'DATABASE_URL',
  'DATA_DIR',
  'REDIS_URL',
  'REDIS',
  'REDIS_KEY_PREFIX',
  'PORT',
  'HOST',
  'JOBS',
  'LOG_LEVEL',
];

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  /** stdout and stderr so far */
  output(): string;
  /** settles when the process has exited */
  exited: Promise<Exit>;
};

export type RunningServer = ServerProcess & { port: number; url: string };

/** The server from its TypeScript sources, as `npm run dev` runs it. */
export const FROM_SOURCES = ['--import', 'tsx', 'apps/server/src/main.ts'];

/**
 * The real server (from its sources unless `nodeArgs` names another entry, e.g. a compiled bundle)
 * in a child process on a free port, for what only a process shows: exit codes, signals,
 * start-up messages.
 */
export function spawnServer(
  env: Record<string, string>,
  nodeArgs: string[] = FROM_SOURCES,
): ServerProcess {
  const inherited = { ...process.env };
  for (const name of SERVER_SETTINGS) delete inherited[name];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  if (child.pid === undefined) throw new Error('the server process did not start');
  // A test run that ends (or crashes) must not leave its servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  return { child, pid: child.pid, output: () => output, exited };
}

/** Starts the server and resolves once it listens; rejects with its output if it exits first. */
export function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = FROM_SOURCES,
): Promise<RunningServer> {
  return untilListening(spawnServer(env, nodeArgs));
}

/** Resolves once a spawned server listens; rejects with its output if it exits first. */
export async function untilListening(server: ServerProcess): Promise<RunningServer> {
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = READY_LINE.exec(server.output());
      if (match) {
        server.child.stdout?.off('data', check);
        resolve(Number(match[1]));
      }
    };
    server.child.stdout?.on('data', check);
    void server.exited.then((exit) =>
      reject(new Error(`the server exited (${exit.code ?? exit.signal}):\n${server.output()}`)),
    );
  });
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

/** Ends a server a test left running (a failed assertion), by its own pid only. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
