import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSocial, signUp } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('capacity under concurrent accepts', () => {
  it('50 simultaneous accepts on a social with 10 places give exactly 10 bookings', async () => {
    const organizer = await signUp(t.app, 'Olivia');
    const socialId = await insertSocial(t.app.deps.db, organizer.id, { capacity: 10 });
    const players = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signUp(t.app, `Player${index}`)),
    );
    const requestIds: string[] = [];
    for (const player of players) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/social/booking/request',
        headers: player.auth,
        payload: { socialId, organizerId: organizer.id },
      });
      requestIds.push(response.json().data.id);
    }

    const answers = await Promise.all(
      requestIds.map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/organizer/social/request/${id}`,
          headers: organizer.auth,
        }),
      ),
    );

    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    const [booked] = await t.app.deps.db
      .select({ n: count() })
      .from(socialBookings)
      .where(eq(socialBookings.socialId, socialId));
    expect(booked?.n).toBe(10);
    const [social] = await t.app.deps.db
      .select({ attendees: socials.attendeesCount })
      .from(socials)
      .where(eq(socials.id, socialId));
    expect(social?.attendees).toBe(10);
  }, 120_000);
});
