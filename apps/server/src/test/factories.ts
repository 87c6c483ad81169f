import { createHmac, randomBytes } from 'node:crypto';
import type { RegisterInput } from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { socialBookings, socials } from '../modules/socials/socials.schema.ts';
import { waitlistEntries } from '../modules/waitlist/waitlist.schema.ts';

/** The one set of test factories for the server's tests. */

export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    firstName: 'Alex',
    lastName: 'Morgan',
    email: `alex.${randomBytes(4).toString('hex')}@example.com`,
    password: 'password123',
    confirmPassword: 'password123',
    phone: '0412345678',
    age: '28',
    height: '1.75',
    weight: '70',
    sportPreferences: ['Badminton', 'Tennis'],
    ...overrides,
  };
}

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs a token by hand, so tests can forge the shapes the server must refuse. */
export function forgeToken(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret: string,
  hmac: 'sha256' | 'sha512' = 'sha256',
): string {
  const encode = (part: Record<string, unknown>) =>
    Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const signature = createHmac(hmac, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** A real account through the API: its id, email, token and a bearer header. */
export async function signUp(app: FastifyInstance, firstName = 'Player') {
  const form = registration({ firstName });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: form,
  });
  const token: string = response.json().data;
  const id = String(decodeClaims(token).sub);
  return { id, email: form.email, token, auth: { authorization: `Bearer ${token}` } };
}

export type TestUser = Awaited<ReturnType<typeof signUp>>;

/** YYYY-MM-DD, `days` from today (UTC). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the create-event form sends for a free one-time social five days ahead. */
export const socialForm = (name: string) => ({
  name,
  venue: 'MSAC',
  address: 'Aughtie Dr, Albert Park',
  description: 'Fast doubles',
  category: 'badminton',
  date: inDays(5),
  time: '19:30:00',
  capacity: 8,
  price: 0,
  level: 'intermediate',
  eventType: 'oneTime',
});

/** A one-time social three days ahead, unless overridden; answers its id. */
export async function insertSocial(
  db: Database,
  organizerId: string,
  overrides: Partial<typeof socials.$inferInsert> = {},
) {
  const [row] = await db
    .insert(socials)
    .values({
      organizerId,
      name: 'Test Social',
      category: 'badminton',
      venue: 'MSAC',
      address: 'Aughtie Dr',
      date: inDays(3),
      time: '18:00:00',
      eventType: 'oneTime',
      capacity: 10,
      // Free unless a test says otherwise: a paid social needs a saved card to join.
      priceCents: 0,
      level: 'beginner',
      ...overrides,
    })
    .returning({ id: socials.id });
  if (!row) throw new Error('no social inserted');
  return row.id;
}

/**
 * A one-place social three days ahead whose place `holderId` holds, with `waiterId` first in
 * its line (as an accept and a waitlist join leave them); answers its id.
 */
export async function insertFullSocialWithLine(
  db: Database,
  people: { organizerId: string; holderId: string; waiterId: string },
  overrides: Partial<typeof socials.$inferInsert> = {},
) {
  const socialId = await insertSocial(db, people.organizerId, {
    capacity: 1,
    date: inDays(3),
    ...overrides,
  });
  await db.transaction(async (tx) => {
    await tx.insert(socialBookings).values({ socialId, userId: people.holderId });
    await tx.update(socials).set({ attendeesCount: 1 }).where(eq(socials.id, socialId));
    await tx.insert(waitlistEntries).values({ socialId, userId: people.waiterId });
  });
  return socialId;
}

/** Removes every Redis key under a prefix (a test run's streams, counters and queues). */
/** A social gone, as its organiser's deletion would leave it (rooms and checks that knew it). */
export async function deleteSocial(db: Database, socialId: string) {
  await db.delete(socials).where(eq(socials.id, socialId));
}

export async function deleteRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
