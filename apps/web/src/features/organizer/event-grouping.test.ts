import { describe, expect, it } from 'vitest';
import { groupEvents, groupOf } from './event-grouping.ts';

const NOW = new Date('2025-06-15T12:00:00').getTime();

describe('event grouping', () => {
  it('puts daily, weekly and monthly socials under recurring whatever their date', () => {
    for (const eventType of ['daily', 'weekly', 'monthly'] as const) {
      expect(groupOf({ eventType, date: '2020-01-01', time: '10:00:00' }, NOW)).toBe('recurring');
      expect(groupOf({ eventType, date: '2099-01-01', time: '10:00:00' }, NOW)).toBe('recurring');
    }
  });

  it('decides one-time socials by their date and time against now', () => {
    const oneTime = (date: string, time: string) =>
      groupOf({ eventType: 'oneTime', date, time }, NOW);
    expect(oneTime('2025-06-15', '12:00:00')).toBe('upcoming');
    expect(oneTime('2025-06-15', '12:05:00')).toBe('upcoming');
    expect(oneTime('2025-06-15', '11:55:00')).toBe('past');
    expect(oneTime('2025-06-14', '23:00:00')).toBe('past');
    expect(oneTime('2025-06-16', '00:00:00')).toBe('upcoming');
  });

  it('orders upcoming soonest first and past most recent first', () => {
    const social = (name: string, date: string) => ({
      name,
      eventType: 'oneTime' as const,
      date,
      time: '10:00:00',
    });
    const groups = groupEvents(
      [
        social('later', '2025-08-01'),
        social('long ago', '2024-01-01'),
        social('soon', '2025-06-20'),
        social('recently', '2025-06-01'),
        { ...social('weekly', '2025-01-01'), eventType: 'weekly' as const },
      ],
      NOW,
    );
    expect(groups.upcoming.map((s) => s.name)).toEqual(['soon', 'later']);
    expect(groups.past.map((s) => s.name)).toEqual(['recently', 'long ago']);
    expect(groups.recurring.map((s) => s.name)).toEqual(['weekly']);
  });
});
