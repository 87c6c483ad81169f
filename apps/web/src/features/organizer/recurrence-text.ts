import type { Social } from '@betterplay/contracts';
import { WEEKDAY_OPTIONS } from './create-social-options.ts';

/** 'Every Monday', 'Every month on day 15', 'Every day'; null for a one-time social. */
export function recurrenceText({
  eventType,
  recurrenceDay,
}: Pick<Social, 'eventType' | 'recurrenceDay'>) {
  if (eventType === 'daily') return 'Every day';
  if (eventType === 'weekly') {
    const weekday = WEEKDAY_OPTIONS.find((option) => option.value === String(recurrenceDay));
    return weekday ? `Every ${weekday.label}` : 'Every week';
  }
  if (eventType === 'monthly') {
    return recurrenceDay === null ? 'Every month' : `Every month on day ${recurrenceDay}`;
  }
  return null;
}
