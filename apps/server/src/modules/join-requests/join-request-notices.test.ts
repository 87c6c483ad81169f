import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { socials } from '../socials/socials.schema.ts';
import { joinRequestCalls, useJoinRequestWorld } from './join-requests-test-kit.ts';
import { inDays } from '../../test/factories.ts';

const w = useJoinRequestWorld();
const { ask, decide, askToJoin, bell } = joinRequestCalls(w);

describe('notifications', () => {
  it('marks only the caller’s own notifications read', async () => {
    await askToJoin(w.alex);
    const entries = await bell(w.olivia);
    const ids = entries
      .filter((entry: { organizerReadFlag: boolean }) => entry.organizerReadFlag)
      .map((entry: { id: string }) => entry.id);
    const stranger = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/notifications/read',
      headers: w.sam.auth,
      payload: { ids },
    });
    expect(stranger.json().data.updated).toBe(0);
    const owner = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/notifications/read',
      headers: w.olivia.auth,
      payload: { ids },
    });
    expect(owner.json().data.updated).toBe(ids.length);
    const after = await bell(w.olivia);
    expect(after.every((entry: { organizerReadFlag: boolean }) => !entry.organizerReadFlag)).toBe(
      true,
    );
  });
});

describe('read flags and awkward input', () => {
  it('stops counting a request in the bell once it is decided, and marks a read one seen', async () => {
    const first = await askToJoin(w.alex);
    await decide(w.olivia, first, 'PUT');
    const entries = await bell(w.olivia);
    expect(
      entries.find((entry: { joinRequestId: string }) => entry.joinRequestId === first)
        .organizerReadFlag,
    ).toBe(false);

    const second = await askToJoin(w.sam);
    const notice = (
      await w.t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: w.olivia.auth,
      })
    )
      .json()
      .data.find((entry: { joinRequestId: string }) => entry.joinRequestId === second);
    await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/notifications/read',
      headers: w.olivia.auth,
      payload: { ids: [notice.id] },
    });
    const requests = (
      await w.t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/requests',
        headers: w.olivia.auth,
      })
    ).json().data;
    expect(
      requests.find((request: { id: string }) => request.id === second).organizerReadFlag,
    ).toBe(false);
  });

  it('refuses to accept a request for a social that has already taken place', async () => {
    const requestId = await askToJoin(w.alex);
    await w.t.app.deps.db
      .update(socials)
      .set({ date: inDays(-1) })
      .where(eq(socials.id, w.socialId));
    const response = await decide(w.olivia, requestId, 'PUT');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This social has already taken place');
  });

  it('answers 400, not 500, for text PostgreSQL cannot store', async () => {
    const message = await ask(w.alex, {
      socialId: w.socialId,
      organizerId: w.olivia.id,
      message: 'a\u0000b',
    });
    expect(message.statusCode).toBe(400);
    const search = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/socials/badminton?q=%00',
    });
    expect(search.statusCode).toBe(400);
  });
});
