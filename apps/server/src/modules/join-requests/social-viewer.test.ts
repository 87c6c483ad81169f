import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { joinRequestCalls, useJoinRequestWorld } from './join-requests-test-kit.ts';

const w = useJoinRequestWorld();
const { decide, askToJoin } = joinRequestCalls(w);

const viewerOf = (user: TestUser, socialId = w.socialId) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/v1/user/social/${socialId}/status`,
    headers: user.auth,
  });

async function statusOf(user: TestUser) {
  const response = await viewerOf(user);
  expect(response.statusCode).toBe(200);
  return response.json().data.status as string;
}

describe('GET /user/social/:id/status', () => {
  it('follows one player from none to requested to going, and sees no one else’s', async () => {
    expect(await statusOf(w.alex)).toBe('none');
    const requestId = await askToJoin(w.alex);
    expect(await statusOf(w.alex)).toBe('requested');
    expect(await statusOf(w.sam)).toBe('none');

    expect((await decide(w.olivia, requestId, 'PUT')).statusCode).toBe(200);
    expect(await statusOf(w.alex)).toBe('going');
    expect(await statusOf(w.sam)).toBe('none');
  });

  it('is none again after a rejection', async () => {
    const requestId = await askToJoin(w.sam);
    expect((await decide(w.olivia, requestId, 'DELETE')).statusCode).toBe(200);
    expect(await statusOf(w.sam)).toBe('none');
  });

  it('answers 404 for an unknown social and 401 signed out', async () => {
    const unknown = await viewerOf(w.alex, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SOCIAL_NOT_FOUND', message: 'Social not found' });

    const anonymous = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/user/social/${w.socialId}/status`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves the public social anonymous: the same answer whoever asks', async () => {
    await askToJoin(w.alex);
    const url = `/api/v1/cms/social/${w.socialId}`;
    const anonymous = await w.t.app.inject({ method: 'GET', url });
    const signedIn = await w.t.app.inject({ method: 'GET', url, headers: w.alex.auth });
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(anonymous.json().data).not.toHaveProperty('viewer');
  });
});
