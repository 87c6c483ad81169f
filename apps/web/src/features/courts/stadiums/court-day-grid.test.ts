import { describe, expect, it } from 'vitest';
import { makeMyHold } from '../booking-fixtures.ts';
import { makeCourt } from '../courts-fixtures.ts';
import { cellStateOf, dayHours } from './court-day-grid.tsx';

describe('dayHours', () => {
  it('lists every bookable start from opening to an hour before closing', () => {
    expect(dayHours({ opensAt: '07:00', closesAt: '10:00' })).toEqual([
      { id: '07:00', label: '7:00 AM', shortLabel: '7 AM' },
      { id: '08:00', label: '8:00 AM', shortLabel: '8 AM' },
      { id: '09:00', label: '9:00 AM', shortLabel: '9 AM' },
    ]);
  });
});

describe('cellStateOf', () => {
  const court = makeCourt(1, ['10:00']);
  const date = '2030-05-01';
  const morning = new Date(2030, 4, 1, 9, 30).getTime();
  const state = (
    time: string,
    now = morning,
    myHolds = [] as Parameters<typeof cellStateOf>[0]['myHolds'],
  ) => cellStateOf({ court, date, time, myHolds, now });

  it('is free when the server says so, past when it started before now, taken otherwise', () => {
    expect(state('10:00')).toBe('free');
    expect(state('09:00')).toBe('past');
    expect(state('11:00')).toBe('taken');
    expect(state('11:00', new Date(2030, 3, 30).getTime())).toBe('taken');
  });

  it("is the player's own for every hour their hold covers", () => {
    const hold = { ...makeMyHold({ date, time: '11:00', durationHours: 2 }), secondsLeft: 300 };
    expect(state('11:00', morning, [hold])).toBe('mine');
    expect(state('12:00', morning, [hold])).toBe('mine');
    expect(state('13:00', morning, [hold])).toBe('taken');
  });
});
