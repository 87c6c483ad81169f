import { describe, expect, it } from 'vitest';
import { groupEvents, groupOf } from './event-grouping.ts';

describe('event grouping', () => {
  it('puts daily, weekly and monthly socials under recurring, past or not', () => {
    for (const eventType of ['daily', 'weekly', 'monthly'] as const) {
      expect(groupOf({ eventType, isPast: false })).toBe('recurring');
      expect(groupOf({ eventType, isPast: true })).toBe('recurring');
    }
  });

  it("decides one-time socials by the server's isPast", () => {
    expect(groupOf({ eventType: 'oneTime', isPast: false })).toBe('upcoming');
    expect(groupOf({ eventType: 'oneTime', isPast: true })).toBe('past');
  });

  it('orders upcoming soonest first and past most recent first', () => {
    const social = (name: string, date: string, isPast: boolean) => ({
      name,
      eventType: 'oneTime' as const,
      date,
      time: '10:00:00',
      isPast,
    });
    const groups = groupEvents([
      social('later', '2025-08-01', false),
      social('long ago', '2024-01-01', true),
      social('soon', '2025-06-20', false),
      social('recently', '2025-06-01', true),
      { ...social('weekly', '2025-01-01', true), eventType: 'weekly' as const },
    ]);
    expect(groups.upcoming.map((s) => s.name)).toEqual(['soon', 'later']);
    expect(groups.past.map((s) => s.name)).toEqual(['recently', 'long ago']);
    expect(groups.recurring.map((s) => s.name)).toEqual(['weekly']);
  });
});
