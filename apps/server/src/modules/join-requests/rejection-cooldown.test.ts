import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inWords } from './rejection-cooldown.ts';

describe('asking again after a rejection', () => {
  const clock = manualClock();
  let t: TestApp;
  let olivia: TestUser;
  let alex: TestUser;
  let sam: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    olivia = await signUp(t.app, 'Olivia');
    alex = await signUp(t.app, 'Alex');
    sam = await signUp(t.app, 'Sam');
  });
  afterAll(() => t.close());

  const ask = (user: TestUser, socialId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: user.auth,
      payload: { socialId, organizerId: olivia.id, message: 'Can I play?' },
    });
  const reject = async (user: TestUser, socialId: string) => {
    const asked = await ask(user, socialId);
    expect(asked.statusCode).toBe(201);
    const rejected = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizer/social/request/${asked.json().data.id}`,
      headers: olivia.auth,
    });
    expect(rejected.statusCode).toBe(200);
  };

  it('refuses for 24 hours, saying when they can ask again, then lets them', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { date: '2099-01-01' });
    await reject(alex, socialId);

    const straightAway = await ask(alex, socialId);
    expect(straightAway.statusCode).toBe(409);
    expect(straightAway.json()).toEqual({
      statusCode: 409,
      code: 'REQUEST_RECENTLY_REJECTED',
      message:
        'The organiser turned down your last request to join this social. You can ask again in 24 hours.',
    });

    clock.advance(24 * 60 * 60 * 1000 - 60_000);
    const aMinuteEarly = await ask(alex, socialId);
    expect(aMinuteEarly.statusCode).toBe(409);
    expect(aMinuteEarly.json().message).toContain('You can ask again in 1 minute.');

    clock.advance(60_000);
    expect((await ask(alex, socialId)).statusCode).toBe(201);
  });

  it('holds only that player back, and only from that social', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { date: '2099-01-01' });
    const otherSocialId = await insertSocial(t.app.deps.db, olivia.id, { date: '2099-01-01' });
    await reject(alex, socialId);

    expect((await ask(alex, socialId)).statusCode).toBe(409);
    expect((await ask(sam, socialId)).statusCode).toBe(201);
    expect((await ask(alex, otherSocialId)).statusCode).toBe(201);
  });

  it('counts from the latest rejection', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { date: '2099-01-01' });
    await reject(alex, socialId);
    clock.advance(25 * 60 * 60 * 1000);
    await reject(alex, socialId);
    const response = await ask(alex, socialId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('in 24 hours');
  });
});

describe('inWords', () => {
  it.each([
    [1, 'in 1 minute'],
    [59 * 60_000, 'in 59 minutes'],
    [60 * 60_000, 'in 1 hour'],
    [60 * 60_000 + 1, 'in 2 hours'],
    [24 * 60 * 60_000, 'in 24 hours'],
  ])('%i ms reads %s', (ms, words) => {
    expect(inWords(ms)).toBe(words);
  });
});
