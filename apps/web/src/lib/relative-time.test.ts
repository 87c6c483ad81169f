import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = new Date('2025-06-15T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function before(ms: number): Date {
  return new Date(NOW.getTime() - ms);
}

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [59 * SECOND + 999, 'just now'],
    [60 * SECOND, '1 minute ago'],
    [119 * SECOND, '1 minute ago'],
    [2 * MINUTE, '2 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [2 * HOUR - 1, '1 hour ago'],
    [2 * HOUR, '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [24 * HOUR, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [7 * DAY - 1, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [14 * DAY, '2 weeks ago'],
    [34 * DAY, '4 weeks ago'],
    [35 * DAY, '1 month ago'],
    [60 * DAY, '2 months ago'],
    [359 * DAY, '11 months ago'],
    [360 * DAY, '1 year ago'],
    [365 * DAY, '1 year ago'],
    [730 * DAY, '2 years ago'],
    [3650 * DAY, '10 years ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(relativeTime(before(elapsed), NOW)).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2025-06-15T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(relativeTime(before(3 * HOUR).getTime(), NOW.getTime())).toBe('3 hours ago');
  });

  it("reads 'just now' for a date slightly in the future", () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('just now');
  });

  it('reads nothing for an unreadable date', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('measures against the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 3 * DAY))).toBe('3 days ago');
  });
});
