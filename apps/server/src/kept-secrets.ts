import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the app makes itself when the environment gives none, kept in DATA_DIR so they survive
 * restarts: the JWT signing secret (outside production) and web push's VAPID key pair.
 */

/** Outside production the secret is generated once and kept, so tokens survive restarts. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type VapidKeys = { publicKey: string; privateKey: string };

/** Like the JWT secret: made once (a P-256 key pair, base64url as web push wants) and kept. */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const pair = createECDH('prime256v1');
  pair.generateKeys();
  // A private key whose leading bytes are 0 comes back shorter; web push wants all 32.
  const privateKey = Buffer.alloc(32);
  pair.getPrivateKey().copy(privateKey, 32 - pair.getPrivateKey().length);
  const keys = {
    publicKey: pair.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
