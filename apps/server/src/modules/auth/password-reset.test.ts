import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@betterplay/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.ts';
import { hashLinkToken } from '../../lib/link-tokens.ts';
import { closeClients, connect, listenOnFreePort } from '../../realtime/realtime-test-kit.ts';
import { decodeClaims, registration, signUp } from '../../test/factories.ts';
import { deliverAccountMail, linkTokenIn, mailsTo, useAccountWorld } from './account-test-kit.ts';

const world = useAccountWorld();
afterEach(() => closeClients());

const forgot = (email: string) => world.post('/api/v1/auth/password/forgot', { email });
const reset = (token: string, password = 'new-password-1') =>
  world.post('/api/v1/auth/password/reset', { token, password, confirmPassword: password });
const login = (email: string, password: string) =>
  world.post('/api/v1/auth/login', { email, password });
const profileWith = (token: string) =>
  world.t.app.inject({
    method: 'GET',
    url: '/api/v1/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });

/** Asks for a link for a new player's email and answers the token the mail carries. */
async function mailedResetToken(email: string) {
  expect((await forgot(email)).statusCode).toBe(202);
  await deliverAccountMail(world);
  const mail = mailsTo(world, email).at(-1);
  return linkTokenIn(mail, '/reset-password');
}

describe('forgotten password', () => {
  it('answers an unknown email exactly like a known one, and mails only the known one', async () => {
    const player = await signUp(world.t.app, 'Known');
    await deliverAccountMail(world);
    world.smtp.received.length = 0;

    const known = await forgot(player.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.forgotSent, data: null });
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    const sent = await deliverAccountMail(world);
    expect(sent.sent).toBe(1);
    expect(mailsTo(world, 'nobody-here@example.com')).toHaveLength(0);
    const [mail] = mailsTo(world, player.email);
    expect(mail?.subject).toBe('Reset your Better Play password');
    // The account's own mail: no unsubscribe link, whatever the preferences.
    expect(mail?.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
    expect(linkTokenIn(mail, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a malformed email with 400 and the sign-up message', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.email);
  });

  it('stores only the hash of the token, and the mail queue only a sealed copy', async () => {
    const player = await signUp(world.t.app, 'Stored');
    const token = await mailedResetToken(player.email);
    const tables = await world.t.app.deps.db.execute(
      sql`select (select json_agg(account_tokens) from account_tokens)::text as tokens,
              (select json_agg(mail_deliveries) from mail_deliveries)::text as mails`,
    );
    const text = JSON.stringify(rowsOf(tables));
    expect(text).toContain(hashLinkToken(token));
    expect(text).toContain('sealedToken');
    expect(text).not.toContain(token);
  });

  it('sets a new password once: signs in, ends the other sessions, and the link is spent', async () => {
    const player = await signUp(world.t.app, 'Resetter');
    const url = await listenOnFreePort(world.t.app);
    const otherDevice = await connect(url, { auth: { token: player.token } });
    const closed = new Promise((resolve) => otherDevice.once('disconnect', resolve));
    const token = await mailedResetToken(player.email);

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.passwordReset);
    const newToken: string = response.json().data;
    expect(decodeClaims(newToken)).toMatchObject({ sub: player.id, sv: 1 });
    expect((await profileWith(newToken)).statusCode).toBe(200);
    // Every session from before ends, its socket too.
    expect((await profileWith(player.token)).statusCode).toBe(401);
    await closed;

    expect((await login(player.email, registration().password)).statusCode).toBe(401);
    expect((await login(player.email, 'new-password-1')).statusCode).toBe(200);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('gives one of 20 parallel resets with one token the account', async () => {
    const player = await signUp(world.t.app, 'Racer');
    const token = await mailedResetToken(player.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => reset(token, `parallel-password-${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await login(player.email, `parallel-password-${winner}`)).statusCode).toBe(200);
    const [version] = rowsOf<{ session_version: number }>(
      await world.t.app.deps.db.execute(
        sql`select session_version from users where id = ${player.id}`,
      ),
    );
    expect(version?.session_version).toBe(1);
  });

  it('refuses a link after an hour, an older link once a newer one is sent, and one voided by a password change', async () => {
    const player = await signUp(world.t.app, 'Expiring');
    const first = await mailedResetToken(player.email);
    const second = await mailedResetToken(player.email);
    expect((await reset(first)).json().code).toBe('RESET_TOKEN_INVALID');

    world.clock.set(new Date(world.clock.now().getTime() + 60 * 60 * 1000 + 1));
    expect((await reset(second)).json().code).toBe('RESET_TOKEN_INVALID');

    world.clock.set(new Date());
    const third = await mailedResetToken(player.email);
    const changed = await world.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/password',
      headers: player.auth,
      payload: {
        currentPassword: registration().password,
        password: 'changed-password',
        confirmPassword: 'changed-password',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(third)).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an unknown token, and new passwords with the sign-up messages', async () => {
    const unknown = await reset('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('RESET_TOKEN_INVALID');

    const short = await world.post('/api/v1/auth/password/reset', {
      token: 'A'.repeat(43),
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH_MESSAGES.password);
    const mismatch = await world.post('/api/v1/auth/password/reset', {
      token: 'A'.repeat(43),
      password: 'long-enough',
      confirmPassword: 'long-enougH',
    });
    expect(mismatch.json().message).toBe(AUTH_MESSAGES.confirmPassword);
  });
});
