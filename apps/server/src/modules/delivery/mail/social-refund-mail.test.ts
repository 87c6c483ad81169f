import { describe, expect, it } from 'vitest';
import { inDays, insertSocial, type TestUser } from '../../../test/factories.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { deliverMail, mailsTo, useMailWorld } from './mail-test-kit.ts';

const w = useMailWorld();

const call = (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  w.t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });

/** A $15 social three days ahead at which the player holds a paid place. */
async function paidPlace(player: TestUser, name: string) {
  const socialId = await insertSocial(w.t.app.deps.db, w.olivia.id, {
    capacity: 4,
    name,
    priceCents: 1500,
    date: inDays(3),
  });
  const asked = await call(player, 'POST', '/user/social/booking/request', {
    socialId,
    organizerId: w.olivia.id,
  });
  expect(asked.statusCode).toBe(201);
  const accepted = await call(w.olivia, 'PUT', `/organizer/social/request/${asked.json().data.id}`);
  expect(accepted.statusCode).toBe(200);
  return socialId;
}

describe('mail about refunds of paid places', () => {
  it('tells a player who gave up a paid place in time, and one the organiser removed, what comes back', async () => {
    await saveTestCard(w.t.app, w.alex.token);
    await saveTestCard(w.t.app, w.sam.token);
    const early = await paidPlace(w.alex, 'Refund Rally');
    const removed = await paidPlace(w.sam, 'Removal Rally');
    await deliverMail(w);
    w.smtp.received.length = 0;

    expect(
      (await call(w.alex, 'DELETE', `/user/socials/${early}/place?expectRefund=full`)).statusCode,
    ).toBe(200);
    expect(
      (await call(w.olivia, 'DELETE', `/organizer/socials/${removed}/players/${w.sam.id}`))
        .statusCode,
    ).toBe(200);
    await deliverMail(w);

    const [alexMail] = mailsTo(w, w.alex);
    expect(alexMail?.subject).toBe('Refund of $15.00: Refund Rally');
    expect(alexMail?.text).toContain('For your place at Refund Rally, which you no longer hold.');
    expect(alexMail?.text).toContain('See my payments: http://localhost:3000/profile');
    expect(mailsTo(w, w.sam).map((mail) => mail.subject)).toEqual([
      'Refund of $15.00: Removal Rally',
    ]);
    // Once each, however often the sweep runs.
    expect(await deliverMail(w)).toMatchObject({ sent: 0 });
  });
});
