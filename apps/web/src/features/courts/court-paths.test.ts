import { BOOKING_HORIZON_DAYS } from '@betterplay/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courtPath, lastBookableDate, nextDate } from './court-paths.ts';

afterEach(() => vi.useRealTimers());

describe('court paths and dates', () => {
  it('ends the date choice on the last day the server offers times for', () => {
    expect(BOOKING_HORIZON_DAYS).toBe(180);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 21, 30));
    // 23 Nov 2026 + 180 days, across the year's end and February.
    expect(lastBookableDate()).toBe('2027-05-22');
  });

  it('links a court with its date and time, the colon unescaped', () => {
    expect(courtPath('msac', 'tennis', 1, '2026-11-24', '10:00')).toBe(
      '/stadiums/msac/tennis/court/1?date=2026-11-24&time=10:00',
    );
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
