import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The secret part of a link mailed to a person (reset a password, verify an email): 256 random
 * bits as base64url text, so it survives any mail client and address bar.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a link's token: its SHA-256, so a copy of the rows opens nothing. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

const keyOf = (secret: string) => createHash('sha256').update(`link-tokens:${secret}`).digest();

/**
 * A token sealed for the mail queue (AES-256-GCM under a key from the server's secret): the mail
 * is written in the transaction that issues the token and sent later, perhaps by another process,
 * and the queue's rows must not hold a usable token either.
 */
export function sealLinkToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The token, or undefined when the text was not sealed with this secret (or was changed). */
export function unsealLinkToken(secret: string, sealed: string): string | undefined {
  const [iv, tag, text] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !text) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
