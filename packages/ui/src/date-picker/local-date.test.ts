import { describe, expect, it } from 'vitest';
import { formatDateForPeople, parseLocalDate, toLocalDateString } from './local-date.ts';

describe('local dates', () => {
  it('reads YYYY-MM-DD as local midnight of that day', () => {
    const date = parseLocalDate('2099-03-07');
    expect(date?.getFullYear()).toBe(2099);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(7);
    expect(date?.getHours()).toBe(0);
  });

  it('rejects empty, malformed and impossible days', () => {
    expect(parseLocalDate('')).toBeUndefined();
    expect(parseLocalDate('7/3/2099')).toBeUndefined();
    expect(parseLocalDate('2099-04-31')).toBeUndefined();
    expect(parseLocalDate('2099-02-29')).toBeUndefined();
  });

  it('writes the local day back, late in the evening too', () => {
    expect(toLocalDateString(new Date(2099, 0, 5, 23, 59))).toBe('2099-01-05');
    expect(toLocalDateString(new Date(2099, 11, 31, 0, 0))).toBe('2099-12-31');
  });

  it('writes a day for people in the product’s date style, without Intl', () => {
    expect(formatDateForPeople(new Date(2099, 2, 7))).toBe('Sat, 7 Mar 2099');
    expect(formatDateForPeople(new Date(2026, 10, 27, 23, 59))).toBe('Fri, 27 Nov 2026');
  });
});
