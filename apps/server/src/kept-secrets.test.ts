import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrCreateSecret, readOrCreateVapidKeys } from './kept-secrets.ts';

const run = promisify(execFile);

describe('secrets kept in DATA_DIR (kept-secrets.ts)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bp-kept-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('makes each once, readable by its owner only, and reads it back after', async () => {
    const secret = readOrCreateSecret(dataDir);
    const keys = readOrCreateVapidKeys(dataDir);
    expect(secret).toMatch(/^[\w-]{64}$/);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(readOrCreateSecret(dataDir)).toBe(secret);
    expect(readOrCreateVapidKeys(dataDir)).toEqual(keys);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await readdir(dataDir)).sort()).toEqual(['jwt-secret', 'vapid-keys.json']);
  });

  it('gives processes that start together on one folder the same secret and keys', async () => {
    // Each waits for a shared moment, then reads or makes both, as the API and its worker do.
    const module = JSON.stringify(path.join(import.meta.dirname, 'kept-secrets.ts'));
    const script = `
      const { readOrCreateSecret, readOrCreateVapidKeys } = await import(${module});
      const [startAt, dataDir] = process.argv.slice(1);
      while (Date.now() < Number(startAt)) {}
      const kept = { secret: readOrCreateSecret(dataDir), keys: readOrCreateVapidKeys(dataDir) };
      console.log(JSON.stringify(kept));
    `;
    const startAt = String(Date.now() + 2000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { stdout } = await run(process.execPath, [
          '--import',
          'tsx',
          '--input-type=module',
          '--eval',
          script,
          startAt,
          dataDir,
        ]);
        return JSON.parse(stdout) as unknown;
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // No draft is left behind.
    expect((await readdir(dataDir)).sort()).toEqual(['jwt-secret', 'vapid-keys.json']);
  });
});
