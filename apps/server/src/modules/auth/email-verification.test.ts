import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { signUp, socialForm, type TestUser } from '../../test/factories.ts';
import { deliverAccountMail, linkTokenIn, mailsTo, useAccountWorld } from './account-test-kit.ts';

const world = useAccountWorld();

const verify = (token: string) => world.post('/api/v1/auth/email/verify', { token });
const resend = (user: TestUser) =>
  world.post('/api/v1/user/email/verification', undefined, user.auth);
const profileOf = async (user: TestUser) =>
  (
    await world.t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: user.auth })
  ).json().data;
const createSocial = (user: TestUser) =>
  world.t.app.inject({
    method: 'POST',
    url: '/api/v1/organizer/social',
    headers: user.auth,
    payload: socialForm('Verified Smash'),
  });

/** A new player, and the verification link their sign-up mailed. */
async function newPlayer(name: string) {
  const player = await signUp(world.t.app, name);
  await deliverAccountMail(world);
  const mail = mailsTo(world, player.email).at(-1);
  expect(mail?.subject).toBe('Verify your email for Better Play');
  return { player, token: linkTokenIn(mail, '/verify-email') };
}

describe('email verification', () => {
  it('mails a link at sign-up; until it is followed the app works but creating a social is refused', async () => {
    const { player, token } = await newPlayer('Unverified');
    expect(await profileOf(player)).toMatchObject({ emailVerified: false });

    const refused = await createSocial(player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: errorMessage('EMAIL_NOT_VERIFIED'),
    });

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: ACCOUNT_MESSAGES.emailVerified, data: null });
    expect(await profileOf(player)).toMatchObject({ emailVerified: true });
    expect((await createSocial(player)).statusCode).toBe(201);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFY_TOKEN_INVALID');
  });

  it('sends a new link on Resend that voids the older one, and refuses once verified', async () => {
    const { player, token: first } = await newPlayer('Resender');
    const resent = await resend(player);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().message).toBe(ACCOUNT_MESSAGES.verificationSent);
    await deliverAccountMail(world);
    const second = linkTokenIn(mailsTo(world, player.email).at(-1), '/verify-email');
    expect(second).not.toBe(first);

    expect((await verify(first)).json().code).toBe('VERIFY_TOKEN_INVALID');
    expect((await verify(second)).statusCode).toBe(200);

    const done = await resend(player);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('refuses a link after seven days, and one meant for a password reset', async () => {
    const { player, token } = await newPlayer('Late');
    world.clock.set(new Date(world.clock.now().getTime() + 7 * 24 * 60 * 60 * 1000 + 1));
    expect((await verify(token)).json().code).toBe('VERIFY_TOKEN_INVALID');

    world.clock.set(new Date());
    await world.post('/api/v1/auth/password/forgot', { email: player.email });
    await deliverAccountMail(world);
    const resetToken = linkTokenIn(mailsTo(world, player.email).at(-1), '/reset-password');
    expect((await verify(resetToken)).json().code).toBe('VERIFY_TOKEN_INVALID');
    expect(await profileOf(player)).toMatchObject({ emailVerified: false });
  });
});

describe('EMAIL_VERIFICATION=off', () => {
  it('mails no link and lets a new account create socials at once', async () => {
    const t = await createTestApp({ env: { EMAIL_VERIFICATION: 'off' } });
    try {
      const player = await signUp(t.app, 'Clubber');
      const rows = await t.app.deps.db.execute(sql`select count(*)::int as n from mail_deliveries`);
      expect(rowsOf(rows)).toEqual([{ n: 0 }]);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: player.auth,
      });
      expect(profile.json().data.emailVerified).toBe(true);
    } finally {
      await t.close();
    }
  });
});
