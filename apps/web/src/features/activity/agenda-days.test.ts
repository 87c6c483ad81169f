import { describe, expect, it } from 'vitest';
import { localCalendarDate } from '../../lib/format.ts';
import { dayLabel, groupByDay } from './agenda-days.ts';

const item = (key: string, date: string, time: string) => ({ key, date, time });
const keys = (groups: ReturnType<typeof groupByDay<ReturnType<typeof item>>>) =>
  groups.map((group) => [group.label, group.items.map((entry) => entry.key)]);

describe('dayLabel', () => {
  it("names today and tomorrow, and any other day like 'Sat 5 Dec'", () => {
    expect(dayLabel('2026-12-05', '2026-12-05')).toBe('Today');
    expect(dayLabel('2026-12-06', '2026-12-05')).toBe('Tomorrow');
    expect(dayLabel('2026-12-05', '2026-12-03')).toBe('Sat 5 Dec');
    expect(dayLabel('2026-12-04', '2026-12-05')).toBe('Fri 4 Dec');
  });

  it('crosses the end of a month and of a year, and adds the year of another year', () => {
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(dayLabel('2026-03-01', '2026-02-28')).toBe('Tomorrow');
    expect(dayLabel('2020-01-01', '2026-12-05')).toBe('Wed 1 Jan 2020');
  });
});

describe('localCalendarDate', () => {
  it("is the device's day, not UTC's", () => {
    // 23:30 local on 5 December, whatever the zone the test runs in.
    const lateEvening = new Date(2026, 11, 5, 23, 30).getTime();
    expect(localCalendarDate(lateEvening)).toBe('2026-12-05');
    expect(localCalendarDate(new Date(2026, 0, 1, 0, 5).getTime())).toBe('2026-01-01');
  });
});

describe('groupByDay', () => {
  const today = '2026-12-05';

  it('groups by day, soonest day first, each day in time order, skipping empty days', () => {
    const groups = groupByDay(
      [
        item('court', '2026-12-12', '07:00'),
        item('late', '2026-12-05', '21:00:00'),
        item('early', '2026-12-05', '06:30:00'),
        item('tomorrow', '2026-12-06', '10:00:00'),
        item('noon', '2026-12-05', '12:00'),
      ],
      today,
    );
    expect(keys(groups)).toEqual([
      ['Today', ['early', 'noon', 'late']],
      ['Tomorrow', ['tomorrow']],
      ['Sat 12 Dec', ['court']],
    ]);
    expect(groups.map((group) => group.date)).toEqual(['2026-12-05', '2026-12-06', '2026-12-12']);
  });

  it("puts the most recent day first for what has been, each day's items still in time order", () => {
    const groups = groupByDay(
      [
        item('old', '2026-11-01', '18:00:00'),
        item('morning', '2026-12-04', '09:00'),
        item('evening', '2026-12-04', '19:00:00'),
      ],
      today,
      'latest',
    );
    expect(keys(groups)).toEqual([
      ['Fri 4 Dec', ['morning', 'evening']],
      ['Sun 1 Nov', ['old']],
    ]);
  });

  it('keeps the given order of items at the same time, and gives nothing for nothing', () => {
    const groups = groupByDay(
      [item('social', today, '18:00:00'), item('court', today, '18:00')],
      today,
    );
    expect(keys(groups)).toEqual([['Today', ['social', 'court']]]);
    expect(groupByDay([], today)).toEqual([]);
  });
});
