import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../deps.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { recordingRealtime } from '../../realtime/recording-realtime.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socialBookings } from '../socials/socials.schema.ts';
import { acceptJoinRequest, rejectJoinRequest } from './decide-join-request.ts';
import { requestToJoin } from './request-to-join.ts';

let t: TestApp;
let olivia: TestUser;
let alex: TestUser;
let sam: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  olivia = await signUp(t.app, 'Olivia');
  alex = await signUp(t.app, 'Alex');
  sam = await signUp(t.app, 'Sam');
});
afterAll(() => t.close());

const withRealtime = (realtime: Realtime): Deps => ({ ...t.app.deps, realtime });
const failingRealtime: Realtime = {
  to() {
    throw new Error('the adapter is down');
  },
};

async function askToJoin(deps: Deps, player: TestUser, capacity = 1) {
  const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity });
  const request = await requestToJoin({
    deps,
    userId: player.id,
    socialId,
    organizerId: olivia.id,
    message: '',
  });
  return { socialId, requestId: request.id };
}

describe('pushes happen only after a commit', () => {
  it('pushes nothing for an accept refused because the social is full', async () => {
    const { socialId, requestId: first } = await askToJoin(t.app.deps, alex);
    const second = await requestToJoin({
      deps: t.app.deps,
      userId: sam.id,
      socialId,
      organizerId: olivia.id,
      message: '',
    });
    await acceptJoinRequest({ deps: t.app.deps, requestId: first, organizerId: olivia.id });
    const { realtime, sent } = recordingRealtime();

    await expect(
      acceptJoinRequest({
        deps: withRealtime(realtime),
        requestId: second.id,
        organizerId: olivia.id,
      }),
    ).rejects.toMatchObject({ code: 'SOCIAL_FULL_ON_ACCEPT' });
    expect(sent).toEqual([]);
  });

  it('pushes nothing for a second decision on the same request', async () => {
    const { requestId } = await askToJoin(t.app.deps, alex);
    await rejectJoinRequest({ deps: t.app.deps, requestId, organizerId: olivia.id });
    const { realtime, sent } = recordingRealtime();

    await expect(
      acceptJoinRequest({ deps: withRealtime(realtime), requestId, organizerId: olivia.id }),
    ).rejects.toMatchObject({ code: 'REQUEST_ALREADY_DECIDED' });
    expect(sent).toEqual([]);
  });

  it('answers a stored request and decision even when telling the browsers fails', async () => {
    const broken = withRealtime(failingRealtime);
    const { socialId, requestId } = await askToJoin(broken, alex);

    await expect(
      acceptJoinRequest({ deps: broken, requestId, organizerId: olivia.id }),
    ).resolves.toEqual({ id: requestId, status: 'accepted' });
    const places = await t.app.deps.db
      .select({ userId: socialBookings.userId })
      .from(socialBookings)
      .where(eq(socialBookings.socialId, socialId));
    expect(places).toEqual([{ userId: alex.id }]);
  });
});
