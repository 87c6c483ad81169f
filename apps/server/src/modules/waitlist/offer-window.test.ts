import { describe, expect, it } from 'vitest';
import {
  offerDeadline,
  offerWindowMs,
  parseQuietHours,
  type OfferWindowSettings,
} from './offer-window.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Local wall-clock times (the app's zone), on days with no clock change. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const nightly: OfferWindowSettings = {
  fixedWindowMs: undefined,
  quietHours: { fromHour: 22, toHour: 8 },
};
const anyHour: OfferWindowSettings = { fixedWindowMs: undefined, quietHours: null };

describe('the offer window', () => {
  it('is 2 hours more than 16 hours ahead, 30 minutes from 1 to 16 hours, 10 minutes under 1 hour', () => {
    expect(offerWindowMs(16 * HOUR + 1)).toBe(2 * HOUR);
    expect(offerWindowMs(16 * HOUR)).toBe(30 * MINUTE);
    expect(offerWindowMs(HOUR)).toBe(30 * MINUTE);
    expect(offerWindowMs(HOUR - 1)).toBe(10 * MINUTE);
  });

  it('ends after the window in the daytime', () => {
    expect(offerDeadline(at(10, 9), at(12, 18), nightly)).toEqual(at(10, 11));
    expect(offerDeadline(at(10, 9), at(10, 18), nightly)).toEqual(at(10, 9, 30));
    expect(offerDeadline(at(10, 17, 30), at(10, 18), nightly)).toEqual(at(10, 17, 40));
  });

  it('never runs past the start', () => {
    expect(offerDeadline(at(10, 17, 55), at(10, 18), nightly)).toEqual(at(10, 18));
  });

  it('moves a deadline in the quiet hours to 08:30, the same night or the next morning', () => {
    // 21:00 + 2 h = 23:00: to 08:30 the next day.
    expect(offerDeadline(at(10, 21), at(12, 18), nightly)).toEqual(at(11, 8, 30));
    // 02:00 + 2 h = 04:00: to 08:30 that morning.
    expect(offerDeadline(at(10, 2), at(12, 18), nightly)).toEqual(at(10, 8, 30));
    // 21:50 + 10 min = 22:00, the first quiet minute.
    expect(offerDeadline(at(10, 21, 50), at(10, 22, 30), nightly)).toEqual(at(10, 22, 30));
    // Ending at 08:00 is not quiet.
    expect(offerDeadline(at(10, 6), at(12, 18), nightly)).toEqual(at(10, 8));
  });

  it('or to the start, when the social starts before 08:30', () => {
    // 21:45 + 30 min = 22:15, quiet; 08:30 is after the 07:00 start.
    expect(offerDeadline(at(10, 21, 45), at(11, 7), nightly)).toEqual(at(11, 7));
  });

  it('ends at any hour with the quiet hours off', () => {
    expect(offerDeadline(at(10, 21), at(12, 18), anyHour)).toEqual(at(10, 23));
  });

  it('is the fixed window when WAITLIST_OFFER_TTL sets one, still never past the start', () => {
    const fixed = { ...nightly, fixedWindowMs: 5000 };
    expect(offerDeadline(at(10, 23), at(12, 18), fixed)).toEqual(
      new Date(at(10, 23).getTime() + 5000),
    );
    expect(offerDeadline(at(10, 23), new Date(at(10, 23).getTime() + 1000), fixed)).toEqual(
      new Date(at(10, 23).getTime() + 1000),
    );
  });

  it('quiet hours within one day work too', () => {
    const lunch = { fixedWindowMs: undefined, quietHours: { fromHour: 12, toHour: 14 } };
    expect(offerDeadline(at(10, 11), at(12, 18), lunch)).toEqual(at(10, 14, 30));
  });
});

describe('WAITLIST_QUIET_HOURS', () => {
  it('reads from-to hours, or off', () => {
    expect(parseQuietHours('22-8')).toEqual({ fromHour: 22, toHour: 8 });
    expect(parseQuietHours(' 23 - 7 ')).toEqual({ fromHour: 23, toHour: 7 });
    expect(parseQuietHours('off')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const value of ['', '22', '22-24', '8-8', 'night', '22:00-08:00'])
      expect(parseQuietHours(value)).toBeUndefined();
  });
});
