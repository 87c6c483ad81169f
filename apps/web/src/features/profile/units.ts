import { MEASUREMENT_RANGES } from '@betterplay/contracts';

/**
 * Height and weight are stored once, in metres and kilograms (sign-up asks for those); the profile
 * shows feet and pounds. A value shown is the stored one converted and rounded; a value saved is
 * the stored one again when it was not edited, so opening and saving a profile moves no number.
 */
export type Measure = {
  /** what the profile calls it in its own unit */
  unit: 'feet' | 'pounds';
  /** metric units in one displayed unit */
  metricPerUnit: number;
  /** decimals shown (feet 5.74, pounds 154.3) */
  shownDecimals: number;
  /** decimals kept in metric: fine enough that the shown value reads back the same */
  storedDecimals: number;
  range: { min: number; max: number };
  /**
   * What a person's height or weight can be, in the shown unit: narrower than the stored range,
   * so a number typed in the other unit (1.70 metres for feet) is caught rather than saved.
   */
  plausible: { min: number; max: number };
};

export const HEIGHT: Measure = {
  unit: 'feet',
  metricPerUnit: 0.3048,
  shownDecimals: 2,
  storedDecimals: 4,
  range: MEASUREMENT_RANGES.height,
  plausible: { min: 3, max: 8.5 },
};

export const WEIGHT: Measure = {
  unit: 'pounds',
  metricPerUnit: 0.45359237,
  shownDecimals: 1,
  storedDecimals: 3,
  range: MEASUREMENT_RANGES.weight,
  plausible: { min: 40, max: 700 },
};

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The stored metric value in the shown unit, rounded: 1.75 m is 5.74 (feet). */
export function toShown(metric: number, measure: Measure): number {
  return roundTo(metric / measure.metricPerUnit, measure.shownDecimals);
}

/** The text a field shows for a stored value ('' when there is none). */
export function shownText(metric: number | null, measure: Measure): string {
  return metric === null ? '' : String(toShown(metric, measure));
}

/** A value typed in the shown unit, in metric, rounded to what is stored. */
export function toMetric(shown: number, measure: Measure): number {
  return roundTo(shown * measure.metricPerUnit, measure.storedDecimals);
}

/** The accepted range in the shown unit: every value inside it converts to a stored one in range. */
export function shownRange(measure: Measure): { min: number; max: number } {
  const factor = 10 ** measure.shownDecimals;
  return {
    min: Math.ceil((measure.range.min / measure.metricPerUnit) * factor) / factor,
    max: Math.floor((measure.range.max / measure.metricPerUnit) * factor) / factor,
  };
}

/** Decimal text only: Number() would also take '0x10' or '1e2'. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * What to save for a field: the stored value itself when the shown one was left as it was
 * (so it does not drift by a rounding), otherwise the typed value in metric. Undefined for an
 * empty or unreadable field, which is not sent.
 */
export function metricToSave(text: string, stored: number | null, measure: Measure) {
  const typed = parseDecimal(text);
  if (typed === undefined) return undefined;
  if (stored !== null && typed === toShown(stored, measure)) return stored;
  return toMetric(typed, measure);
}

/** The range a typed value must fall in: plausible for a person, and storable. */
export function acceptedRange(measure: Measure): { min: number; max: number } {
  const storable = shownRange(measure);
  return {
    min: Math.max(storable.min, measure.plausible.min),
    max: Math.min(storable.max, measure.plausible.max),
  };
}

const METRES_PER_INCH = 0.0254;

/** Metres as people read a height: '5 ft 9 in' (to the nearest inch). */
export function feetAndInches(metres: number): string {
  const inches = Math.round(metres / METRES_PER_INCH);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

/** Kilograms as people read a weight: '154 lb' (to the nearest pound). */
export function wholePounds(kilograms: number): string {
  return `${Math.round(kilograms / WEIGHT.metricPerUnit)} lb`;
}
