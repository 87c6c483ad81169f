import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { PushSubscriptionJson } from '@betterplay/contracts';

/**
 * A local HTTP server standing in for a browser's push service (as FCM or Mozilla's autopush
 * are), with browsers' subscriptions made here: each has its own P-256 key pair and auth secret,
 * so every push received is checked as a real service and browser would: the VAPID signature
 * (RFC 8292) against the sender's public key, then the payload decrypted (RFC 8291, aes128gcm).
 * `answerNext(status)` makes the next pushes to any subscription answer that status.
 */
export type ReceivedPush = {
  subscriptionId: string;
  /** the payload, decrypted, as the service worker's `event.data.json()` would read it */
  message: unknown;
  ttl: number;
  urgency: string | undefined;
  /** the VAPID public key the signature was checked with */
  vapidKey: string;
};

export type PushServiceStandIn = {
  origin: string;
  received: ReceivedPush[];
  /** A new browser's subscription, as `pushManager.subscribe()` would answer it. */
  subscribe(): PushSubscriptionJson;
  answerNext(...statuses: number[]): void;
  /** Requests that reached the server, whether or not they were accepted. */
  attempts: number;
  /** Why each push it answered 400 was refused (a bad signature, a payload it cannot open). */
  refusals: string[];
  close(): Promise<void>;
};

type Browser = { ecdh: ECDH; auth: Buffer };

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, Browser>();
  const answers: number[] = [];
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  const state = { attempts: 0 };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      state.attempts += 1;
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const browser = id ? browsers.get(id) : undefined;
      const answer = answers.shift();
      if (answer !== undefined) return void response.writeHead(answer).end();
      if (!id || !browser) return void response.writeHead(404).end();
      try {
        const vapidKey = checkVapid(request, origin);
        const plain = decryptAes128gcm(body, browser);
        received.push({
          subscriptionId: id,
          message: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.ttl),
          urgency: request.headers.urgency as string | undefined,
          vapidKey,
        });
        response.writeHead(201).end();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        refusals.push(reason);
        response.writeHead(400).end(reason);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the push service has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    received,
    refusals,
    get attempts() {
      return state.attempts;
    },
    subscribe() {
      const id = randomBytes(9).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    answerNext: (...statuses) => void answers.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT whose audience is this service's
 * origin and which expires within 24 hours, signed by the key it names. Answers the key.
 */
function checkVapid(request: IncomingMessage, origin: string): string {
  const header = request.headers.authorization ?? '';
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error('no VAPID authorization');
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (alg !== 'ES256') throw new Error(`VAPID JWT signed with ${alg}`);
  if (aud !== origin) throw new Error(`VAPID audience ${aud}, not ${origin}`);
  const secondsLeft = exp - Date.now() / 1000;
  if (secondsLeft <= 0 || secondsLeft > 24 * 3600) throw new Error('VAPID expiry out of range');
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID subject ${sub}`);
  return key;
}

/**
 * RFC 8291 over RFC 8188: the header (salt, record size, the sender's public key), the shared
 * secret mixed with the browser's auth secret, then each record opened with AES-128-GCM and its
 * padding removed.
 */
function decryptAes128gcm(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const shared = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const parts: Buffer[] = [];
  for (let at = 0, index = 0; at < ciphertext.length; at += recordSize, index++) {
    const record = ciphertext.subarray(at, at + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number, XORed into the nonce's last bytes (RFC 8188, section 2.3).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2 && padded[end] !== 1) throw new Error('bad record padding');
    parts.push(padded.subarray(0, end));
  }
  return Buffer.concat(parts);
}
