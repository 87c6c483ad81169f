import { describe, expect, it } from 'vitest';
import { inDays, insertSocial, type TestUser } from '../../../test/factories.ts';
import { givePlace } from '../../waitlist/waitlist-test-kit.ts';
import { deliverMail, mailsTo, useMailWorld } from './mail-test-kit.ts';

const w = useMailWorld();
const MINUTE = 60_000;

/** A one-place social three days ahead: Alex holds the place, Sam waits, Alex gives it up. */
async function offerToSam(name: string) {
  const socialId = await insertSocial(w.t.app.deps.db, w.olivia.id, {
    capacity: 1,
    name,
    date: inDays(3),
    time: '18:00:00',
  });
  await givePlace(w.t, w.alex, socialId);
  const call = (
    user: TestUser,
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    headers: Record<string, string> = {},
  ) => w.t.app.inject({ method, url: `/api/v1${url}`, headers: { ...user.auth, ...headers } });
  expect((await call(w.sam, 'POST', `/user/socials/${socialId}/waitlist`)).statusCode).toBe(201);
  const givenUp = await call(w.alex, 'DELETE', `/user/socials/${socialId}/place?expectRefund=full`);
  expect(givenUp.statusCode).toBe(200);
  const lines = (await call(w.sam, 'GET', '/user/waitlist')).json().data as {
    socialId: string;
    offer: { id: string; expiresAt: string } | null;
  }[];
  const offer = lines.find((line) => line.socialId === socialId)?.offer;
  if (!offer) throw new Error('Sam has no offer');
  const take = () =>
    call(w.sam, 'POST', `/user/waitlist/offers/${offer.id}/accept`, {
      'idempotency-key': `take-${offer.id}`,
    });
  return { offer, take };
}

describe('mail about waitlist offers', () => {
  it('mails the offer with its deadline, then a warning 10 minutes before it lapses', async () => {
    const { offer } = await offerToSam('Offer Rally');
    expect(new Date(offer.expiresAt).getTime() - w.clock.now().getTime()).toBe(120 * MINUTE);

    await deliverMail(w);
    const [offered] = mailsTo(w, w.sam);
    expect(offered?.subject).toBe('A place is yours: Offer Rally');
    expect(offered?.text).toContain('A place at Offer Rally is yours until 12:00 PM');
    expect(offered?.text).toContain('http://localhost:3000/activity');

    w.clock.advance(109 * MINUTE);
    expect(await deliverMail(w)).toMatchObject({ sent: 0 });
    w.clock.advance(MINUTE);
    expect(await deliverMail(w)).toMatchObject({ sent: 1 });
    expect(mailsTo(w, w.sam).map((mail) => mail.subject)).toEqual([
      'A place is yours: Offer Rally',
      '10 minutes left: your place at Offer Rally',
    ]);
  });

  it('sends no warning for an offer already taken', async () => {
    const { take } = await offerToSam('Taken Rally');
    await deliverMail(w);
    expect((await take()).statusCode).toBe(200);
    w.clock.advance(111 * MINUTE);
    expect(await deliverMail(w)).toMatchObject({ sent: 0, skipped: 1 });
    expect(mailsTo(w, w.sam).map((mail) => mail.subject)).toEqual([
      'A place is yours: Taken Rally',
    ]);
  });
});
