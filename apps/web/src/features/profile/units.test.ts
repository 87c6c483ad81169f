import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedRange,
  feetAndInches,
  HEIGHT,
  metricToSave,
  parseDecimal,
  shownRange,
  shownText,
  toMetric,
  toShown,
  WEIGHT,
  wholePounds,
} from './units.ts';

describe('feet and pounds from the stored metres and kilograms', () => {
  it('shows feet with two decimals and pounds with one', () => {
    expect(shownText(1.75, HEIGHT)).toBe('5.74');
    expect(shownText(1.8288, HEIGHT)).toBe('6');
    expect(shownText(70, WEIGHT)).toBe('154.3');
    expect(shownText(null, WEIGHT)).toBe('');
  });

  it('converts typed values back to metric', () => {
    expect(toMetric(6, HEIGHT)).toBe(1.8288);
    expect(toMetric(154.3, WEIGHT)).toBe(69.989);
  });

  it('saves an unedited value as the stored number itself, to the last digit', () => {
    for (const stored of [1.75, 1.7526, 0.5, 2.8, 1.234567]) {
      expect(metricToSave(shownText(stored, HEIGHT), stored, HEIGHT)).toBe(stored);
    }
    for (const stored of [70, 68.0388555, 10, 400, 99.99]) {
      expect(metricToSave(shownText(stored, WEIGHT), stored, WEIGHT)).toBe(stored);
    }
  });

  it('saves an edited value converted, and nothing for an empty or unreadable one', () => {
    expect(metricToSave('6', 1.75, HEIGHT)).toBe(1.8288);
    expect(metricToSave('', 1.75, HEIGHT)).toBeUndefined();
    expect(metricToSave('0x10', 70, WEIGHT)).toBeUndefined();
    expect(parseDecimal(' 5.5 ')).toBe(5.5);
    expect(parseDecimal('1e2')).toBeUndefined();
  });

  it.each([
    ['height', HEIGHT],
    ['weight', WEIGHT],
  ] as const)(
    'reads back every %s it saves: an edited value shows as typed next time',
    (_, measure) => {
      const { min, max } = shownRange(measure);
      const step = 10 ** -measure.shownDecimals;
      const steps = Math.round((max - min) / step);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: steps }), (index) => {
          const typed = Number((min + index * step).toFixed(measure.shownDecimals));
          const saved = toMetric(typed, measure);
          expect(toShown(saved, measure)).toBe(typed);
          expect(saved).toBeGreaterThanOrEqual(measure.range.min);
          expect(saved).toBeLessThanOrEqual(measure.range.max);
        }),
        { numRuns: 2000 },
      );
    },
  );

  it('takes the range of sign-up, in feet and pounds', () => {
    expect(shownRange(HEIGHT)).toEqual({ min: 1.65, max: 9.18 });
    expect(shownRange(WEIGHT)).toEqual({ min: 22.1, max: 881.8 });
  });
});

describe('height and weight as people read them', () => {
  it('shows a height in feet and inches, to the nearest inch', () => {
    expect(feetAndInches(1.68)).toBe('5 ft 6 in');
    expect(feetAndInches(1.8)).toBe('5 ft 11 in');
    expect(feetAndInches(1.8288)).toBe('6 ft 0 in');
    // 5 ft 11.8 in rounds up to the next foot, never to '5 ft 12 in'.
    expect(feetAndInches(1.823)).toBe('6 ft 0 in');
    expect(feetAndInches(0.5)).toBe('1 ft 8 in');
  });

  it('shows a weight in whole pounds', () => {
    expect(wholePounds(70)).toBe('154 lb');
    expect(wholePounds(75)).toBe('165 lb');
    expect(wholePounds(68.0388555)).toBe('150 lb');
  });

  it('takes only plausible heights in feet and weights in pounds', () => {
    expect(acceptedRange(HEIGHT)).toEqual({ min: 3, max: 8.5 });
    expect(acceptedRange(WEIGHT)).toEqual({ min: 40, max: 700 });
  });
});
