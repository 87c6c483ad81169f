import { describe, expect, it } from 'vitest';
import { localDateTime, nextOccurrence, type SocialSchedule } from './social-schedule.ts';

// Local wall-clock times, so the expectations hold in any TZ the suite runs in.
const at = (date: string, time: string) => localDateTime(date, time);
const schedule = (values: Partial<SocialSchedule>): SocialSchedule => ({
  date: '2026-03-02', // a Monday
  time: '18:00:00',
  eventType: 'oneTime',
  recurrenceDay: null,
  ...values,
});

describe('nextOccurrence', () => {
  it('is the start of a one-time social until it has begun, then none', () => {
    const social = schedule({});
    expect(nextOccurrence(social, at('2026-03-02', '17:59:59'))).toEqual(
      at('2026-03-02', '18:00:00'),
    );
    expect(nextOccurrence(social, at('2026-03-02', '18:00:00'))).toBeNull();
  });

  it('is today or tomorrow for a daily social that has begun', () => {
    const social = schedule({ eventType: 'daily' });
    expect(nextOccurrence(social, at('2026-03-20', '10:00:00'))).toEqual(
      at('2026-03-20', '18:00:00'),
    );
    expect(nextOccurrence(social, at('2026-03-20', '19:00:00'))).toEqual(
      at('2026-03-21', '18:00:00'),
    );
  });

  it('is the start date for a recurring social that has not begun yet', () => {
    const social = schedule({ eventType: 'daily' });
    expect(nextOccurrence(social, at('2026-02-10', '20:00:00'))).toEqual(
      at('2026-03-02', '18:00:00'),
    );
  });

  it('is the next day with the ISO weekday for a weekly social', () => {
    const wednesdays = schedule({ eventType: 'weekly', recurrenceDay: 3 });
    // Thursday 12 March: the next Wednesday is the 18th.
    expect(nextOccurrence(wednesdays, at('2026-03-12', '10:00:00'))).toEqual(
      at('2026-03-18', '18:00:00'),
    );
    // On a Wednesday before the time it is that day, after it the week after.
    expect(nextOccurrence(wednesdays, at('2026-03-18', '17:00:00'))).toEqual(
      at('2026-03-18', '18:00:00'),
    );
    expect(nextOccurrence(wednesdays, at('2026-03-18', '18:30:00'))).toEqual(
      at('2026-03-25', '18:00:00'),
    );
    // Before the start date: the first Wednesday on or after it (Monday the 2nd).
    expect(nextOccurrence(wednesdays, at('2026-02-01', '10:00:00'))).toEqual(
      at('2026-03-04', '18:00:00'),
    );
  });

  it('counts Sunday as ISO weekday 7', () => {
    const sundays = schedule({ eventType: 'weekly', recurrenceDay: 7 });
    expect(nextOccurrence(sundays, at('2026-03-12', '10:00:00'))).toEqual(
      at('2026-03-15', '18:00:00'),
    );
  });

  it("falls back to the start date's weekday when a weekly social has no recurrence day", () => {
    const mondays = schedule({ eventType: 'weekly' });
    expect(nextOccurrence(mondays, at('2026-03-12', '10:00:00'))).toEqual(
      at('2026-03-16', '18:00:00'),
    );
  });

  it('is the next day of the month for a monthly social, skipping months without it', () => {
    const fifteenth = schedule({ eventType: 'monthly', recurrenceDay: 15 });
    expect(nextOccurrence(fifteenth, at('2026-03-16', '10:00:00'))).toEqual(
      at('2026-04-15', '18:00:00'),
    );
    const thirtieth = schedule({ date: '2026-01-01', eventType: 'monthly', recurrenceDay: 30 });
    expect(nextOccurrence(thirtieth, at('2026-01-31', '10:00:00'))).toEqual(
      at('2026-03-30', '18:00:00'),
    );
  });
});
