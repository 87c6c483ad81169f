import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';

/** Olivia organises, Alex and Sam play; each test gets a fresh two-place social of Olivia's. */
export type JoinRequestWorld = {
  t: TestApp;
  olivia: TestUser;
  alex: TestUser;
  sam: TestUser;
  socialId: string;
};

/** Registers the hooks that build the world; its fields are set by the time tests run. */
export function useJoinRequestWorld(): JoinRequestWorld {
  const world = {} as JoinRequestWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
    world.olivia = await signUp(world.t.app, 'Olivia');
    world.alex = await signUp(world.t.app, 'Alex');
    world.sam = await signUp(world.t.app, 'Sam');
  });
  beforeEach(async () => {
    world.socialId = await insertSocial(world.t.app.deps.db, world.olivia.id, {
      capacity: 2,
      name: 'Evening Rally',
    });
  });
  afterAll(() => world.t.close());
  return world;
}

/** The calls the join-request tests make, against the world as it is when they run. */
export function joinRequestCalls(world: JoinRequestWorld) {
  const ask = (user: TestUser, body: Record<string, unknown>) =>
    world.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: user.auth,
      payload: body,
    });
  const decide = (user: TestUser, id: string, method: 'PUT' | 'DELETE') =>
    world.t.app.inject({
      method,
      url: `/api/v1/organizer/social/request/${id}`,
      headers: user.auth,
    });
  const askToJoin = async (user: TestUser, id = world.socialId) => {
    const response = await ask(user, {
      socialId: id,
      organizerId: world.olivia.id,
      message: 'Can I play?',
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  };
  const bell = async (user: TestUser) =>
    (
      await world.t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: user.auth,
      })
    ).json().data;
  return { ask, decide, askToJoin, bell };
}
