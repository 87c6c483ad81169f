import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingVenues } from './training.schema.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { coachProfiles } from './training.schema.ts';

let t: TestApp;
let coach: Record<'zara' | 'nina' | 'mia' | 'adam', TestUser>;
let player: TestUser;

/** A coach is a user: sign one up, then give them a coach profile. */
async function addCoach(
  firstName: string,
  profile: { venueId: string; sports: string[]; ratePerHourCents: number },
) {
  const user = await signUp(t.app, firstName);
  await t.app.deps.db.insert(coachProfiles).values({
    userId: user.id,
    gender: firstName === 'Adam' ? 'Male' : 'Female',
    qualification: `${firstName}'s qualification`,
    bio: `${firstName} coaches with care.`,
    schedule: ['Mon 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM'],
    ...profile,
  });
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.deps.db.insert(trainingVenues).values([
    {
      id: 'north-hall',
      name: 'North Hall',
      address: '1 Alpha St, Kew',
      sports: ['badminton', 'tennis'],
    },
    {
      id: 'south',
      name: 'South 100% Court',
      address: '2 Beta Rd, Box Hill',
      sports: ['badminton'],
    },
    { id: 'west-gym', name: 'West Gym', address: '3 Gamma Ave, Footscray', sports: ['badminton'] },
    { id: 'east', name: 'East Arena', address: '4 Delta Rd, Ringwood', sports: ['basketball'] },
  ]);
  // Prices and names disagree: by price North Hall (Zara, $20) leads, by name South (Adam).
  coach = {
    zara: await addCoach('Zara', {
      venueId: 'north-hall',
      sports: ['badminton'],
      ratePerHourCents: 2000,
    }),
    nina: await addCoach('Nina', {
      venueId: 'north-hall',
      sports: ['badminton', 'tennis'],
      ratePerHourCents: 5000,
    }),
    mia: await addCoach('Mia', { venueId: 'south', sports: ['badminton'], ratePerHourCents: 3000 }),
    adam: await addCoach('Adam', {
      venueId: 'south',
      sports: ['badminton'],
      ratePerHourCents: 4000,
    }),
  };
  player = await signUp(t.app, 'Pat');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
type Card = { id: string; coaches: { firstName: string }[] };
const venueIds = (cards: Card[]) => cards.map((card) => card.id);
const coachNames = (card: Card | undefined) => card?.coaches.map((entry) => entry.firstName);

describe('GET /training/{sport}', () => {
  it('lists the venues offering the sport, cheapest first, with their coaches and price range', async () => {
    const response = await get('/training/badminton');
    expect(response.statusCode).toBe(200);
    const cards: Card[] = response.json().data;
    // West Gym has no coaches: it comes last; East Arena has no badminton at all.
    expect(venueIds(cards)).toEqual(['north-hall', 'south', 'west-gym']);
    expect(cards[0]).toMatchObject({
      name: 'North Hall',
      address: '1 Alpha St, Kew',
      minRatePerHourCents: 2000,
      maxRatePerHourCents: 5000,
    });
    expect(coachNames(cards[0])).toEqual(['Zara', 'Nina']);
    expect(coachNames(cards[1])).toEqual(['Mia', 'Adam']);
    expect(cards[2]).toMatchObject({
      coaches: [],
      minRatePerHourCents: null,
      maxRatePerHourCents: null,
    });
  });

  it('by Name of Coach: each venue lists its coaches by name and goes by the first of them', async () => {
    const cards: Card[] = (await get('/training/badminton?sort=name')).json().data;
    expect(venueIds(cards)).toEqual(['south', 'north-hall', 'west-gym']);
    expect(coachNames(cards[0])).toEqual(['Adam', 'Mia']);
    expect(coachNames(cards[1])).toEqual(['Nina', 'Zara']);
  });

  it('counts only the coaches who teach the sport', async () => {
    const cards: Card[] = (await get('/training/tennis')).json().data;
    expect(venueIds(cards)).toEqual(['north-hall']);
    expect(coachNames(cards[0])).toEqual(['Nina']);
    expect((await get('/training/basketball')).json().data).toMatchObject([
      { id: 'east', coaches: [] },
    ]);
  });

  it('searches by venue name or address, in any case, taking % and _ literally', async () => {
    const search = async (text: string) =>
      venueIds((await get(`/training/badminton?venue=${encodeURIComponent(text)}`)).json().data);
    expect(await search('south')).toEqual(['south']);
    expect(await search('BOX HILL')).toEqual(['south']);
    expect(await search('  kew ')).toEqual(['north-hall']);
    expect(await search('100%')).toEqual(['south']);
    expect(await search('%')).toEqual(['south']);
    expect(await search('_')).toEqual([]);
    expect(await search('nowhere')).toEqual([]);
  });

  it('takes the sport in any case, and answers 404 for a sport without training', async () => {
    expect((await get('/training/Badminton')).statusCode).toBe(200);
    const response = await get('/training/soccer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'UNKNOWN_TRAINING_SPORT',
      message: 'There is no training for "soccer". Choose one of: badminton, basketball, tennis',
    });
  });

  it('refuses an unknown sort or an overlong search with a message', async () => {
    const sort = await get('/training/badminton?sort=cheap');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(sort.json())).toContain('sort must be one of: price, name');
    const long = await get(`/training/badminton?venue=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Search with at most 100 characters');
  });

  it('needs no sign-in', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v1/training/badminton',
      headers: player.auth,
    });
    expect(signedIn.json().data).toEqual((await get('/training/badminton')).json().data);
  });
});

describe('GET /training/{sport}/venues/{venueId}', () => {
  it('answers the venue with its coaches of the sport, each with gender and qualification', async () => {
    const response = await get('/training/badminton/venues/north-hall');
    expect(response.statusCode).toBe(200);
    const venue = response.json().data;
    expect(venue).toMatchObject({
      id: 'north-hall',
      name: 'North Hall',
      address: '1 Alpha St, Kew',
      sports: ['badminton', 'tennis'],
    });
    expect(venue.coaches).toEqual([
      {
        id: coach.zara.id,
        firstName: 'Zara',
        lastName: 'Morgan',
        gender: 'Female',
        qualification: "Zara's qualification",
        ratePerHourCents: 2000,
        image: '',
      },
      expect.objectContaining({ id: coach.nina.id, firstName: 'Nina', ratePerHourCents: 5000 }),
    ]);
    const byName = (await get('/training/badminton/venues/south?sort=name')).json().data;
    expect(coachNames(byName)).toEqual(['Adam', 'Mia']);
    const tennis = (await get('/training/tennis/venues/north-hall')).json().data;
    expect(coachNames(tennis)).toEqual(['Nina']);
  });

  it('answers a venue without coaches of the sport with none', async () => {
    expect((await get('/training/badminton/venues/west-gym')).json().data.coaches).toEqual([]);
  });

  it('answers 404 for an unknown venue, a venue without the sport, or an unknown sport', async () => {
    for (const url of [
      '/training/badminton/venues/nowhere',
      '/training/basketball/venues/north-hall',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'TRAINING_VENUE_NOT_FOUND',
        message: 'Training venue not found',
      });
    }
    expect((await get('/training/golf/venues/north-hall')).json()).toMatchObject({
      code: 'UNKNOWN_TRAINING_SPORT',
    });
  });
});

describe('GET /training/coaches/{coachId}', () => {
  it("answers the coach's profile: the coach id is their user id, the name theirs", async () => {
    const response = await get(`/training/coaches/${coach.nina.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: coach.nina.id,
      firstName: 'Nina',
      lastName: 'Morgan',
      gender: 'Female',
      qualification: "Nina's qualification",
      bio: 'Nina coaches with care.',
      ratePerHourCents: 5000,
      schedule: ['Mon 6:00 PM - 9:00 PM', 'Sat 9:00 AM - 1:00 PM'],
      image: '',
      sports: ['badminton', 'tennis'],
      venue: { id: 'north-hall', name: 'North Hall', address: '1 Alpha St, Kew' },
    });
  });

  it('answers 404 for a player who is not a coach, an unknown id, or no id at all', async () => {
    for (const id of [player.id, randomUUID(), 'not-an-id']) {
      const response = await get(`/training/coaches/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'COACH_NOT_FOUND',
        message: 'Coach not found',
      });
    }
  });
});
