import { afterAll, beforeAll, beforeEach } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { localDateTime } from '../../../local-time.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availability, insertCourt, insertStadium, localDateAfter } from '../courts-test-kit.ts';

/**
 * The holds tests' world: Alex and Olivia, a stadium open 8:00 to 20:00, and a clock set to 10:30
 * three days from now before each test. `newCourt` gives a test a free court of its own.
 */
export function useHoldsWorld() {
  const today = localDateAfter(new Date(), 3);
  const startOfTest = localDateTime(today, '10:30');
  const world = {
    today,
    tomorrow: localDateAfter(localDateTime(today, '12:00'), 1),
    startOfTest,
    clock: manualClock(startOfTest),
    t: undefined as unknown as TestApp,
    alex: undefined as unknown as TestUser,
    olivia: undefined as unknown as TestUser,
    stadiumId: '',
    courtNumber: 0,
    /** A fresh badminton court of the stadium, so each test starts from a free day. */
    newCourt: (prices?: Record<number, number>) =>
      insertCourt(world.t.app.deps.db, {
        stadiumId: world.stadiumId,
        number: ++world.courtNumber,
        ...(prices ? { prices } : {}),
      }),
    async freeTimesOf(courtId: string, date: string): Promise<string[]> {
      const { data } = (await availability(world.t.app, world.stadiumId, 'badminton', date)).json();
      return data.find((court: { id: string }) => court.id === courtId)?.freeTimes ?? [];
    },
  };
  beforeAll(async () => {
    world.t = await createTestApp({ clock: world.clock });
    [world.alex, world.olivia] = await Promise.all([
      signUp(world.t.app, 'Alex'),
      signUp(world.t.app, 'Olivia'),
    ]);
    world.stadiumId = await insertStadium(world.t.app.deps.db, {
      opensAtHour: 8,
      closesAtHour: 20,
    });
  });
  beforeEach(() => world.clock.set(startOfTest));
  afterAll(() => world.t?.close());
  return world;
}
