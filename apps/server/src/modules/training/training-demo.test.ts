import { TRAINING_SPORT_IDS } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed.ts';
import { stableId } from '../../db/seed/stable-id.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.deps.db);
});
afterAll(() => t.close());

type Card = {
  id: string;
  coaches: { id: string; firstName: string; lastName: string; ratePerHourCents: number }[];
};
const list = async (sport: string, sort: 'price' | 'name'): Promise<Card[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/training/${sport}?sort=${sort}` })).json()
    .data;

describe('the demo coaches', () => {
  it.each(TRAINING_SPORT_IDS)(
    'give %s three coaches at MSAC and at Eagle Stadium, the venues ordered differently by price and by name',
    async (sport) => {
      const byPrice = await list(sport, 'price');
      const byName = await list(sport, 'name');
      expect(byPrice.map((card) => card.id).sort()).toEqual(['eagle-stadium', 'msac']);
      for (const card of byPrice) {
        expect(card.coaches).toHaveLength(3);
        const rates = card.coaches.map((entry) => entry.ratePerHourCents);
        expect(rates).toEqual([...rates].sort((a, b) => a - b));
        expect(new Set(rates).size).toBeGreaterThan(1);
      }
      // The two sorts put the venues in a different order, so choosing one visibly changes the list.
      expect(byName.map((card) => card.id)).toEqual([...byPrice.map((card) => card.id)].reverse());
    },
  );

  it('are users who can sign in: the coach id is the user id', async () => {
    const coachId = stableId('user:coach:msac-emma');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training/coaches/${coachId}`,
    });
    expect(profile.json().data).toMatchObject({
      id: coachId,
      firstName: 'Emma',
      lastName: 'Thompson',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'emma.thompson@coach.example.com', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
