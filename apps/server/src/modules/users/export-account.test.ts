import { accountExportSchema, type AccountExport } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toLocalDate } from '../../local-time.ts';
import { users } from './users.schema.ts';
import {
  callAs,
  livedInAccount,
  PAID_PRICE_CENTS,
  useUsersWorld,
  type LivedInAccount,
} from './users-test-kit.ts';

const w = useUsersWorld();

describe('GET /user/export', () => {
  let account: LivedInAccount;
  let response: Awaited<ReturnType<ReturnType<typeof callAs>>>;
  let file: AccountExport;

  beforeAll(async () => {
    account = await livedInAccount(w, 'Erin');
    response = await callAs(w, account.player)('GET', '/user/export');
    file = response.json();
  });

  it('downloads one JSON file named for the day, as the document describes it', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="betterplay-data-${toLocalDate(w.clock.now())}.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(accountExportSchema.safeParse(file).success).toBe(true);
    expect(file).toMatchObject({ format: 1, exportedAt: w.clock.now().toISOString() });
  });

  it('holds the profile, without a password hash, session version or provider id', async () => {
    const { player } = account;
    expect(file.profile).toMatchObject({
      id: player.id,
      firstName: 'Erin',
      lastName: 'Morgan',
      email: player.email,
      phone: '0412345678',
      sportPreferences: ['Badminton', 'Tennis'],
    });
    for (const secret of ['passwordHash', 'sessionVersion', 'stripeCustomerId']) {
      expect(Object.keys(file.profile)).not.toContain(secret);
    }
    const [row] = await w.t.app.deps.db
      .select({ hash: users.passwordHash, customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, player.id));
    expect(response.body).not.toContain(row?.hash);
    expect(response.body).not.toContain(row?.customer);
    expect(response.body).not.toContain('password');
  });

  it('holds the socials organised and joined, the request and the line', () => {
    expect(file.socialsOrganised.map((social) => social.id)).toEqual([account.ownSocialId]);
    expect(file.places).toEqual([
      expect.objectContaining({
        social: expect.objectContaining({ id: account.paidSocialId, name: 'Paid Rally' }),
        pricePaidCents: PAID_PRICE_CENTS,
      }),
    ]);
    const requests = file.joinRequests.map((request) => [request.social.name, request.status]);
    expect(requests).toEqual(
      expect.arrayContaining([
        ['Paid Rally', 'accepted'],
        ['Open Court', 'pending'],
      ]),
    );
    expect(file.waitlist).toEqual([
      expect.objectContaining({
        social: expect.objectContaining({ id: account.lineSocialId, name: 'Full House' }),
      }),
    ]);
    expect(file.waitlistOffers).toEqual([]);
  });

  it('holds the court booking with its share, and the share of a friend’s booking', () => {
    expect(file.courtBookings).toEqual([
      expect.objectContaining({
        id: account.bookingId,
        status: 'paid',
        stadium: 'MSAC',
        court: 'Court 1',
        shares: [
          expect.objectContaining({
            friend: { id: w.alex.id, firstName: 'Alex', lastName: 'Morgan' },
            status: 'pending',
          }),
        ],
      }),
    ]);
    expect(file.courtShares).toEqual([
      expect.objectContaining({
        id: account.invitedShareId,
        bookingId: account.alexBookingId,
        owner: { id: w.alex.id, firstName: 'Alex', lastName: 'Morgan' },
        status: 'pending',
      }),
    ]);
  });

  it('holds the payments by amount and status, never a card', () => {
    const kinds = file.payments.map((payment) => [payment.kind, payment.amountCents]);
    expect(kinds).toEqual(expect.arrayContaining([['social', PAID_PRICE_CENTS]]));
    expect(file.payments.find((payment) => payment.kind === 'court')).toMatchObject({
      status: 'charged',
    });
    // The test card's number, whole or in the provider's ids, is nowhere in the file.
    expect(response.body).not.toMatch(/4242\s?4242/);
    expect(response.body).not.toMatch(/(pm|pi|cus)_sbx_/);
  });

  it('holds the friend and the message sent', () => {
    expect(file.friends).toEqual([
      expect.objectContaining({ id: w.alex.id, firstName: 'Alex', lastName: 'Morgan' }),
    ]);
    expect(file.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: account.messageId,
          conversationId: account.conversationId,
          body: 'See you on court 1',
        }),
      ]),
    );
  });

  it('answers 401 without a token', async () => {
    const anonymous = await w.t.app.inject({ method: 'GET', url: '/api/v1/user/export' });
    expect(anonymous.statusCode).toBe(401);
  });
});
