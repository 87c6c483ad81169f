import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database cannot be shared: two processes on one folder would each see only their
 * own writes, and one set would be lost at the next start. A lock file in the folder says which
 * process holds it.
 */
export const LOCK_FILE_NAME = 'better-play.lock';

/** A lock file still empty for longer than this was left by a process that died while creating it. */
const UNWRITTEN_LOCK_GRACE_MS = 10_000;
const ATTEMPTS = 3;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export type DataDirLock = { release(): void };

/** Lock files this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** Takes the folder's lock or throws `DataDirInUseError`; a lock whose process is gone is taken over. */
export function lockDataDir(directory: string): DataDirLock {
  const file = path.join(directory, LOCK_FILE_NAME);
  const mine = ownerRecord(process.pid);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusively(file, mine)) return hold(file, mine);
    const recorded = readIfPresent(file);
    if (recorded === undefined) continue;
    const holder = whoHolds(file, recorded);
    if (holder !== 'nobody') throw new DataDirInUseError(inUseMessage(directory, holder));
    // Left by a process that died without closing. Removed only if unchanged since it was read,
    // so a lock another process has just taken over is not removed as well.
    if (readIfPresent(file) === recorded) rmSync(file, { force: true });
  }
  throw new DataDirInUseError(inUseMessage(directory, 'unknown'));
}

function inUseMessage(directory: string, holder: number | 'unknown'): string {
  const who = holder === 'unknown' ? '' : ` (pid ${holder})`;
  return (
    `Another Better Play process is using ${directory}${who}. ` +
    'Stop it or set DATA_DIR to another folder.'
  );
}

/** O_EXCL: of two processes creating the file at once, exactly one succeeds. */
function createExclusively(file: string, content: string): boolean {
  let descriptor: number;
  try {
    descriptor = openSync(file, 'wx', 0o644);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(descriptor, content);
  } finally {
    closeSync(descriptor);
  }
  return true;
}

function hold(file: string, mine: string): DataDirLock {
  heldHere.add(file);
  // process.exit() skips close hooks; the lock must not outlive the process all the same.
  const releaseAtExit = () => release();
  process.on('exit', releaseAtExit);
  function release() {
    process.off('exit', releaseAtExit);
    if (!heldHere.delete(file)) return;
    if (readIfPresent(file) === mine) rmSync(file, { force: true });
  }
  return { release };
}

/** The pid of a live holder, 'unknown' for one still writing its record, or 'nobody'. */
function whoHolds(file: string, recorded: string): number | 'unknown' | 'nobody' {
  if (heldHere.has(file)) return process.pid;
  const [pidLine = '', startedLine = ''] = recorded.split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) {
    return lockAgeMs(file) < UNWRITTEN_LOCK_GRACE_MS ? 'unknown' : 'nobody';
  }
  // Not held by this process (checked above): our own pid there was left by an earlier process.
  if (pid === process.pid || !isAlive(pid)) return 'nobody';
  // A pid can be reused (a restarted container numbers its processes alike): the holder is alive
  // only if it is the same process, started when the lock says.
  const started = processStartTime(pid);
  if (startedLine !== '' && started !== undefined && started !== startedLine) return 'nobody';
  return pid;
}

function ownerRecord(pid: number): string {
  return `${pid}\n${processStartTime(pid) ?? ''}\n`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return errorCode(error) === 'EPERM';
  }
}

/** Linux's start time of a process (clock ticks since boot); undefined elsewhere. */
function processStartTime(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which is in parentheses and may hold spaces; starttime is 22nd.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function lockAgeMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}
