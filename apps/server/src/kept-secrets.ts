import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the app makes itself when the environment gives none, kept in DATA_DIR so they survive
 * restarts: the JWT signing secret (outside production) and web push's VAPID key pair.
 */

/**
 * The content of `file`, made by `make` and kept there the first time. Processes that start
 * together on one DATA_DIR (the API and its job worker, test files in parallel) all get the
 * first one's: it is written to a file of its own and then linked into place, so no process
 * ever reads a half-written file, and a link that finds the file already there keeps that one.
 */
function readOrKeep(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8');
}

/** Outside production the secret is generated once and kept, so tokens survive restarts. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  return readOrKeep(file, () => randomBytes(48).toString('base64url')).trim();
}

export type VapidKeys = { publicKey: string; privateKey: string };

/** Like the JWT secret: made once (a P-256 key pair, base64url as web push wants) and kept. */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  const kept = readOrKeep(file, () => {
    const pair = createECDH('prime256v1');
    pair.generateKeys();
    // A private key whose leading bytes are 0 comes back shorter; web push wants all 32.
    const privateKey = Buffer.alloc(32);
    pair.getPrivateKey().copy(privateKey, 32 - pair.getPrivateKey().length);
    return JSON.stringify({
      publicKey: pair.getPublicKey().toString('base64url'),
      privateKey: privateKey.toString('base64url'),
    });
  });
  return JSON.parse(kept) as VapidKeys;
}
