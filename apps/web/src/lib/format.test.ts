import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatAmount,
  formatDate,
  formatDayAndTime,
  formatDollars,
  formatTime12h,
} from './format.ts';

describe('formatTime12h', () => {
  it.each([
    ['18:00:00', '6:00 PM'],
    ['00:05:00', '12:05 AM'],
    ['12:00:00', '12:00 PM'],
    ['11:55:00', '11:55 AM'],
    ['23:59:59', '11:59 PM'],
    ['09:30', '9:30 AM'],
  ])('%s → %s', (time, shown) => {
    expect(formatTime12h(time)).toBe(shown);
  });

  it('shows unreadable times as given', () => {
    expect(formatTime12h('soon')).toBe('soon');
    expect(formatTime12h('25:00:00')).toBe('25:00:00');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as written, whatever the time zone', () => {
    expect(formatDate('2025-03-07')).toBe('7 Mar 2025');
    expect(formatDate('2024-12-31')).toBe('31 Dec 2024');
  });

  it('shows the local day of a timestamp', () => {
    const instant = new Date(2025, 0, 15, 10, 30);
    expect(formatDate(instant.toISOString())).toBe('15 Jan 2025');
  });

  it('shows unreadable dates as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('dollars', () => {
  it('shows whole dollars without cents and anything else with two decimals', () => {
    expect(formatDollars(12)).toBe('$12');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(9.99)).toBe('$9.99');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatAmount(15)).toBe('15');
    expect(formatAmount(15.05)).toBe('15.05');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter', () => {
    expect(capitalize('badminton')).toBe('Badminton');
    expect(capitalize('')).toBe('');
  });
});

describe('formatDayAndTime', () => {
  it('writes a local moment as a short day and a 12-hour time', () => {
    expect(formatDayAndTime(new Date(2026, 11, 5, 18, 0))).toBe('Sat 5 Dec, 6:00 PM');
    expect(formatDayAndTime(new Date(2027, 0, 10, 9, 5))).toBe('Sun 10 Jan, 9:05 AM');
  });
});
