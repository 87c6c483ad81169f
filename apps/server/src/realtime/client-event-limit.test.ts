import { errorMessage, type Ack } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CLIENT_EVENT_LIMITS } from './client-event-limit.ts';
import { closeClients, connect, listenOnFreePort, type ClientSocket } from './realtime-test-kit.ts';

const TOO_MANY_EVENTS = errorMessage('SOCKET_RATE_LIMITED');
const { burst, refusalsBeforeDisconnect } = CLIENT_EVENT_LIMITS;

let t: TestApp;
let url: string;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { REDIS: 'off', LOG_LEVEL: 'warn' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  url = await listenOnFreePort(t.app);
});

afterAll(async () => {
  closeClients();
  await t?.close();
});

type Answer = Parameters<Ack>[0];
const isRateLimited = (answer: Answer) => 'error' in answer && answer.error === TOO_MANY_EVENTS;

/** Sends `count` joins at once, without waiting, and collects every answer that comes back. */
function flood(socket: ClientSocket, count: number) {
  const answers: Answer[] = [];
  for (let sent = 0; sent < count; sent += 1) {
    const ack: Ack = (answer) => void answers.push(answer);
    socket.emit('room:join', { room: 'socials:tennis' }, ack);
  }
  return answers;
}

/** The reason the server gave for closing the socket; fails if it stays open. */
function disconnection(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server never disconnected it')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('the per-socket limit on client events', () => {
  it('refuses what goes over it with an error answer, and slows no other socket', async () => {
    const sender = await connect(url);
    // Over the burst, but short of the refusals that disconnect.
    const sent = burst + refusalsBeforeDisconnect - 10;
    const answers = await Promise.all(
      Array.from({ length: sent }, () =>
        sender.emitWithAck('room:join', { room: 'socials:tennis' }),
      ),
    );
    const refused = answers.filter(isRateLimited);
    // The bucket refills a little while the burst arrives.
    expect(refused.length).toBeGreaterThanOrEqual(sent - burst - 5);
    const accepted = answers.filter((answer) => 'data' in answer);
    expect(accepted.length + refused.length).toBe(sent);
    expect(accepted.length).toBeGreaterThanOrEqual(burst);

    expect(sender.connected).toBe(true);
    const other = await connect(url);
    expect(await other.emitWithAck('room:join', { room: 'socials:tennis' })).toEqual({
      data: null,
    });
  });

  // The visitor last: its address then cools off for visitors (connection-limit.ts).
  it.each([
    ['a signed-in user', 'Mia'],
    ['a visitor', undefined],
  ])('disconnects %s that keeps going over it, and says who in the log', async (_, firstName) => {
    const user = firstName === undefined ? undefined : await signUp(t.app, firstName);
    const flooder = await connect(url, user ? { token: user.token } : {});
    const bystander = await connect(url);
    const closed = disconnection(flooder);
    const answers = flood(flooder, burst + refusalsBeforeDisconnect + 100);
    // Another socket asking at the same time is answered as usual.
    const bystanderAnswer = bystander.emitWithAck('room:join', { room: 'socials:soccer' });

    expect(await closed).toBe('io server disconnect');
    const refused = answers.filter(isRateLimited);
    expect(refused.length).toBeGreaterThan(refusalsBeforeDisconnect);
    expect(await bystanderAnswer).toEqual({ data: null });
    expect(bystander.connected).toBe(true);

    const warnings = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => String(entry.msg).startsWith('socket disconnected'));
    expect(warnings.at(-1)).toMatchObject({
      level: 40,
      userId: user?.id ?? 'anonymous',
      address: '127.0.0.1',
    });
  });

  it('refuses the cut-off visitor’s address a new visitor socket at once, not a signed-in one', async () => {
    // The case above cut a visitor off from 127.0.0.1, where every test socket comes from.
    await expect(connect(url)).rejects.toThrow(errorMessage('SOCKET_CONNECTIONS_LIMITED'));
    const ava = await signUp(t.app, 'Ava');
    const signedIn = await connect(url, { token: ava.token });
    expect(signedIn.connected).toBe(true);
  });
});
