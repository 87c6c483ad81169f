import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { socials } from '../db/schema/index.ts';
import { registration } from './factories.ts';

/** A real account through the API; returns its id and a bearer header. */
export async function signUp(app: FastifyInstance, firstName = 'Player') {
  const form = registration({ firstName });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: form,
  });
  const token: string = response.json().data;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { id: claims.sub, email: form.email, token, auth: { authorization: `Bearer ${token}` } };
}

export type TestUser = Awaited<ReturnType<typeof signUp>>;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
      priceCents: 1250,
      level: 'beginner',
      ...overrides,
    })
    .returning({ id: socials.id });
  if (!row) throw new Error('no social inserted');
  return row.id;
}

export { inDays };
