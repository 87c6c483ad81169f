import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingVenues } from './training.schema.ts';
import { recordOutbox } from '../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { coachProfiles } from './training.schema.ts';

let t: TestApp;
let coach: TestUser;
let player: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.deps.db
    .insert(trainingVenues)
    .values({ id: 'msac', name: 'MSAC', address: 'Aughtie Dr', sports: ['tennis'] });
  coach = await signUp(t.app, 'Sophie');
  await t.app.deps.db.insert(coachProfiles).values({
    userId: coach.id,
    venueId: 'msac',
    gender: 'Female',
    qualification: 'Tennis Australia Club Professional',
    bio: 'Patient coach.',
    sports: ['tennis'],
    ratePerHourCents: 4000,
    schedule: ['Tue 7:00 AM - 10:00 AM'],
  });
  player = await signUp(t.app, 'Pat');
});
afterAll(() => t.close());

const call = async (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, data: response.json().data };
};

describe('an enquiry from the coach page', () => {
  it("lands in the direct conversation with the coach, and live in the coach's chat", async () => {
    // What the web does: the coach page's id is the user to open a conversation with.
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/v1/training/coaches/${coach.id}` })
    ).json().data;
    const outbox = await recordOutbox(t.app.deps.db);

    const opened = await call(player, 'POST', '/user/conversations', { userId: profile.id });
    expect(opened.status).toBeLessThan(300);
    expect(opened.data).toMatchObject({ kind: 'direct', title: 'Sophie Morgan' });
    const sent = await call(player, 'POST', `/user/conversations/${opened.data.id}/messages`, {
      clientId: 'enquiry-1',
      body: 'Do you coach beginners on Tuesdays?',
    });
    expect(sent.status).toBe(201);

    const events = await outbox.sent();
    expect(events).toContainEqual(
      expect.objectContaining({
        room: `user:${coach.id}`,
        event: 'chat:message',
        payload: expect.objectContaining({ body: 'Do you coach beginners on Tuesdays?' }),
      }),
    );
    const coachChats = await call(coach, 'GET', '/user/conversations');
    expect(coachChats.data).toContainEqual(
      expect.objectContaining({
        id: opened.data.id,
        unreadCount: 1,
        lastMessage: expect.objectContaining({ body: 'Do you coach beginners on Tuesdays?' }),
      }),
    );

    // A second enquiry goes into the same conversation.
    const again = await call(player, 'POST', '/user/conversations', { userId: profile.id });
    expect(again.data.id).toBe(opened.data.id);
  });
});
