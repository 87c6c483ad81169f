import { EVENT_TYPES, LEVELS, SOCIAL_SPORTS } from '@betterplay/contracts';
import { LONG_WEEKDAY_NAMES } from '@betterplay/ui';
import { eventTypeLabel, levelLabel } from '../socials/event-types.ts';

export interface Option {
  value: string;
  label: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export const SPORT_OPTIONS: Option[] = SOCIAL_SPORTS.map((sport) => ({
  value: sport.toLowerCase(),
  label: sport,
}));

export const HOUR_OPTIONS: Option[] = Array.from({ length: 24 }, (_, hour) => ({
  value: pad(hour),
  label: pad(hour),
}));

export const MINUTE_OPTIONS: Option[] = Array.from({ length: 12 }, (_, step) => ({
  value: pad(step * 5),
  label: pad(step * 5),
}));

export const LEVEL_OPTIONS: Option[] = LEVELS.map((level) => ({
  value: level,
  label: levelLabel(level),
}));

export const EVENT_TYPE_OPTIONS: Option[] = EVENT_TYPES.map((eventType) => ({
  value: eventType,
  label: eventTypeLabel(eventType),
}));

/** Monday=1 to Sunday=7. */
export const WEEKDAY_OPTIONS: Option[] = [
  ...LONG_WEEKDAY_NAMES.slice(1),
  LONG_WEEKDAY_NAMES[0],
].map((label, index) => ({ value: String(index + 1), label }));

export const MONTH_DAY_OPTIONS: Option[] = Array.from({ length: 30 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));
