import { EVENT_TYPES, LEVELS, type CreateSocialInput } from '@betterplay/contracts';

type EventType = (typeof EVENT_TYPES)[number];
type Level = (typeof LEVELS)[number];

/** The create form's raw values: every control holds text until the payload is built. */
export interface CreateSocialFormValues {
  name: string;
  venue: string;
  address: string;
  description: string;
  category: string;
  date: string;
  hour: string;
  minute: string;
  capacity: string;
  price: string;
  level: Level;
  eventType: EventType;
  /** weekday 1-7 for weekly, day of month 1-30 for monthly; '' when not chosen */
  recurrenceDay: string;
}

export const EMPTY_CREATE_SOCIAL_FORM: CreateSocialFormValues = {
  name: '',
  venue: '',
  address: '',
  description: '',
  category: '',
  date: '',
  hour: '',
  minute: '',
  capacity: '',
  price: '',
  level: 'beginner',
  eventType: 'oneTime',
  recurrenceDay: '',
};

export function isRecurringOnADay(eventType: EventType): boolean {
  return eventType === 'weekly' || eventType === 'monthly';
}

/** Empty time parts default to 00; the server takes HH:MM:SS. */
export function timeOf(hour: string, minute: string): string {
  const part = (value: string) => (value.trim() === '' ? '00' : value.trim().padStart(2, '0'));
  return `${part(hour)}:${part(minute)}:00`;
}

function numberOf(value: string): number {
  return Number(value.trim());
}

/**
 * The product's event create payload (docs/product.md). The form checks the result against the shared
 * schema before sending it (social-form-resolver.ts).
 */
export function buildCreateSocialPayload(values: CreateSocialFormValues): CreateSocialInput {
  const recurring = isRecurringOnADay(values.eventType);
  const day = values.recurrenceDay.trim();
  return {
    name: values.name,
    venue: values.venue,
    address: values.address,
    description: values.description,
    category: values.category.toLowerCase(),
    date: values.date,
    time: timeOf(values.hour, values.minute),
    capacity: numberOf(values.capacity),
    price: numberOf(values.price),
    level: values.level,
    eventType: values.eventType,
    recurrenceDay: recurring && day !== '' ? Number(day) : null,
    recurrenceWeekday: recurring ? true : null,
  };
}
