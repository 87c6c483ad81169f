import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCourt, insertStadium } from '../courts-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await insertStadium(db, {
    id: 'msac',
    name: 'MSAC',
    address: 'Aughtie Dr, Albert Park VIC 3206',
    description: 'Indoor courts and pools.',
    opensAtHour: 6,
    closesAtHour: 22,
  });
  await insertStadium(db, {
    id: 'monash',
    name: 'Monash Sports',
    address: '42 Scenic Blvd, Clayton VIC 3800',
  });
  await insertStadium(db, {
    id: 'melbourne-uni',
    name: 'Melbourne Uni Sports',
    address: 'Tin Alley, Parkville VIC 3010',
    closesAtHour: 24,
  });
  await insertStadium(db, { id: 'odd', name: '100% Courts_', address: 'Nowhere' });
  // MSAC has tennis, swimming and badminton courts (inserted out of the page's order).
  for (const sport of ['tennis', 'swimming', 'badminton']) {
    await insertCourt(db, { stadiumId: 'msac', sport, number: 1 });
  }
  await insertCourt(db, { stadiumId: 'msac', sport: 'tennis', number: 2 });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
const namesOf = (data: { name: string }[]) => data.map((stadium) => stadium.name);

describe('GET /stadiums', () => {
  it('lists every stadium by name, with opening hours as HH:MM', async () => {
    const response = await get('/stadiums');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(namesOf(data)).toEqual([
      '100% Courts_',
      'Melbourne Uni Sports',
      'Monash Sports',
      'MSAC',
    ]);
    expect(data[3]).toEqual({
      id: 'msac',
      name: 'MSAC',
      address: 'Aughtie Dr, Albert Park VIC 3206',
      description: 'Indoor courts and pools.',
      opensAt: '06:00',
      closesAt: '22:00',
    });
    expect(data[1]).toMatchObject({ opensAt: '08:00', closesAt: '24:00' });
  });

  it('filters by name and by address (location), in any case, both at once', async () => {
    expect(namesOf((await get('/stadiums?name=m')).json().data)).toEqual([
      'Melbourne Uni Sports',
      'Monash Sports',
      'MSAC',
    ]);
    expect(namesOf((await get('/stadiums?name=SPORTS')).json().data)).toEqual([
      'Melbourne Uni Sports',
      'Monash Sports',
    ]);
    expect(namesOf((await get('/stadiums?location=clayton')).json().data)).toEqual([
      'Monash Sports',
    ]);
    expect(namesOf((await get('/stadiums?name=sports&location=vic%203010')).json().data)).toEqual([
      'Melbourne Uni Sports',
    ]);
    expect((await get('/stadiums?name=msac&location=clayton')).json().data).toEqual([]);
  });

  it('reads % and _ in a filter as themselves', async () => {
    expect(namesOf((await get('/stadiums?name=%25')).json().data)).toEqual(['100% Courts_']);
    expect(namesOf((await get('/stadiums?name=_')).json().data)).toEqual(['100% Courts_']);
  });

  it('trims the filters and refuses one over 100 characters', async () => {
    expect(namesOf((await get('/stadiums?name=%20%20msac%20')).json().data)).toEqual(['MSAC']);
    const long = await get(`/stadiums?name=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /stadiums/{stadiumId}', () => {
  it('answers the stadium with the sports it has courts for, in the page’s order', async () => {
    const response = await get('/stadiums/msac');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: 'msac',
      name: 'MSAC',
      opensAt: '06:00',
      closesAt: '22:00',
      sports: ['badminton', 'tennis', 'swimming'],
    });
  });

  it('answers a stadium without courts with no sports', async () => {
    expect((await get('/stadiums/monash')).json().data.sports).toEqual([]);
  });

  it('answers 404 STADIUM_NOT_FOUND for an unknown stadium', async () => {
    const response = await get('/stadiums/eagle');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'STADIUM_NOT_FOUND',
      message: 'Stadium not found',
    });
  });
});
