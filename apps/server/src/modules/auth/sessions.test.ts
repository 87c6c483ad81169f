import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@betterplay/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeClients,
  connect,
  listenOnFreePort,
  refusal,
} from '../../realtime/realtime-test-kit.ts';
import { INVALID_TOKEN } from '../../realtime/handshake.ts';
import { decodeClaims, registration, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
});
afterEach(() => closeClients());
afterAll(() => t.close());

const PASSWORD = registration().password;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) });
const login = async (user: TestUser, password = PASSWORD) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password },
  });
  return { status: response.statusCode, token: response.json().data as string };
};
const changePassword = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/password', headers: bearer(token), payload });
const revoke = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/sessions/revoke', headers: bearer(token) });

/** A socket signed in with the token, and a promise of its being closed by the server. */
async function openSocket(token: string) {
  const socket = await connect(url, { auth: { token } });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  return { socket, closed };
}

describe('PUT /user/password', () => {
  it('keeps this device signed in with a new token and ends every other session, sockets included', async () => {
    const player = await signUp(t.app, 'Changer');
    const laptop = await login(player);
    const laptopSocket = await openSocket(laptop.token);

    const response = await changePassword(player.token, {
      currentPassword: PASSWORD,
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    const fresh: string = response.json().data;
    expect(decodeClaims(fresh)).toMatchObject({ sub: player.id, sv: 1 });

    expect((await profileWith(fresh)).statusCode).toBe(200);
    expect((await profileWith(player.token)).statusCode).toBe(401);
    expect((await profileWith(laptop.token)).statusCode).toBe(401);
    expect(await laptopSocket.closed).toBe('io server disconnect');
    expect(await refusal(url, { auth: { token: laptop.token } })).toBe(INVALID_TOKEN);
    // The device that changed it connects again with its new token.
    expect((await connect(url, { auth: { token: fresh } })).connected).toBe(true);

    expect((await login(player)).status).toBe(401);
    expect((await login(player, 'brand-new-password')).status).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const player = await signUp(t.app, 'Forgetful');
    const response = await changePassword(player.token, {
      currentPassword: 'not-my-password',
      password: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('WRONG_PASSWORD');
    expect((await profileWith(player.token)).statusCode).toBe(200);
    expect((await login(player)).status).toBe(200);
  });

  it.each([
    [
      { currentPassword: '', password: 'long-enough', confirmPassword: 'long-enough' },
      ACCOUNT_MESSAGES.currentPassword,
    ],
    [
      { currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' },
      AUTH_MESSAGES.password,
    ],
    [
      { currentPassword: PASSWORD, password: 'long-enough', confirmPassword: 'long-enougH' },
      AUTH_MESSAGES.confirmPassword,
    ],
  ])('refuses %j with 400: %s', async (payload, message) => {
    const player = await signUp(t.app, 'Typo');
    const response = await changePassword(player.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await login(player)).status).toBe(200);
  });
});

describe('POST /user/sessions/revoke', () => {
  it('ends every session, this one too, and closes every socket; signing in again works', async () => {
    const player = await signUp(t.app, 'Leaver');
    const phone = await login(player);
    const phoneSocket = await openSocket(phone.token);
    const ownSocket = await openSocket(player.token);

    const response = await revoke(player.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    for (const token of [player.token, phone.token]) {
      const answer = await profileWith(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('UNAUTHORIZED');
    }
    expect(await phoneSocket.closed).toBe('io server disconnect');
    expect(await ownSocket.closed).toBe('io server disconnect');
    expect((await revoke(player.token)).statusCode).toBe(401);

    const again = await login(player);
    expect(again.status).toBe(200);
    expect(decodeClaims(again.token)).toMatchObject({ sv: 1 });
    expect((await profileWith(again.token)).statusCode).toBe(200);
  });

  it('keeps a token from before session versions (no sv) working until the first revoke', async () => {
    const player = await signUp(t.app, 'Veteran');
    const old = t.app.jwt.sign({ sub: player.id, firstName: 'Veteran', email: player.email });
    expect((await profileWith(old)).statusCode).toBe(200);
    expect((await revoke(player.token)).statusCode).toBe(204);
    expect((await profileWith(old)).statusCode).toBe(401);
  });
});
