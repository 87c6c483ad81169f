import { MEASUREMENT_RANGES } from '@betterplay/contracts';
import { inDays } from '../test/factories.ts';
import type { BodyRules } from './valid-requests.ts';

/**
 * Rules the OpenAPI document can only state in words (in a field's description), by operation.
 * The fuzzer applies them to the bodies it generates as valid, so a body the document calls
 * valid in both its schema and its words must be accepted. An operation with such a rule and no
 * entry here makes the fuzz fail: add the rule, and say it in the field's description.
 */
export const RULES_STATED_IN_WORDS: Record<string, BodyRules> = {
  'POST /api/v1/auth/register': (body) => ({
    ...body,
    ...measurementTextsInRange(body),
    confirmPassword: body.password,
  }),
  'POST /api/v1/auth/password/reset': (body) => ({ ...body, confirmPassword: body.password }),
  'PUT /api/v1/user/password': (body) => ({ ...body, confirmPassword: body.password }),
  'POST /api/v1/organizer/social': (body) => {
    // Today or later in the server's zone: two days ahead is, in every zone.
    const date = typeof body.date === 'string' && body.date < inDays(2) ? inDays(2) : body.date;
    if (body.eventType === 'weekly' || body.eventType === 'monthly') {
      const days = body.eventType === 'weekly' ? 7 : 30;
      const day = typeof body.recurrenceDay === 'number' ? body.recurrenceDay : 1;
      return { ...body, date, recurrenceDay: (Math.abs(day) % days) + 1, recurrenceWeekday: true };
    }
    return { ...body, date, recurrenceDay: null, recurrenceWeekday: null };
  },
  // Each friend once.
  'POST /api/v1/user/court/bookings/{id}/split': (body) => ({
    ...body,
    friendIds: Array.isArray(body.friendIds) ? [...new Set(body.friendIds)] : body.friendIds,
  }),
};

/** Age, height and weight sent as text keep the range the document gives their numbers. */
function measurementTextsInRange(body: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(MEASUREMENT_RANGES).flatMap(([field, { min, max, integer }]) => {
      const text = body[field];
      if (typeof text !== 'string') return [];
      const clamped = Math.min(max, Math.max(min, Number(text)));
      return [[field, String(integer ? Math.round(clamped) : clamped)]];
    }),
  );
}
