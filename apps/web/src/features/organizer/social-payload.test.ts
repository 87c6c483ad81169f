import { createSocialSchema } from '@betterplay/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCreateSocialPayload,
  EMPTY_CREATE_SOCIAL_FORM,
  timeOf,
  type CreateSocialFormValues,
} from './social-payload.ts';

const filled: CreateSocialFormValues = {
  ...EMPTY_CREATE_SOCIAL_FORM,
  name: 'Sunday Smash',
  venue: 'MSAC',
  address: 'Aughtie Dr, Albert Park',
  description: 'Friendly doubles',
  category: 'badminton',
  date: '2099-03-07',
  hour: '18',
  minute: '30',
  capacity: '12',
  price: '12.50',
  level: 'intermediate',
  eventType: 'oneTime',
};

describe('timeOf', () => {
  it.each([
    ['18', '30', '18:30:00'],
    ['', '', '00:00:00'],
    ['07', '', '07:00:00'],
    ['', '45', '00:45:00'],
    ['7', '5', '07:05:00'],
  ])('hour %j and minute %j give %s', (hour, minute, expected) => {
    expect(timeOf(hour, minute)).toBe(expected);
  });
});

describe('buildCreateSocialPayload', () => {
  it('sends numbers for capacity and price, HH:MM:SS time and no recurrence for one-time socials', () => {
    const payload = buildCreateSocialPayload(filled);
    expect(payload).toEqual({
      name: 'Sunday Smash',
      venue: 'MSAC',
      address: 'Aughtie Dr, Albert Park',
      description: 'Friendly doubles',
      category: 'badminton',
      date: '2099-03-07',
      time: '18:30:00',
      capacity: 12,
      price: 12.5,
      level: 'intermediate',
      eventType: 'oneTime',
      recurrenceDay: null,
      recurrenceWeekday: null,
    });
    expect(createSocialSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the category lower-case', () => {
    expect(buildCreateSocialPayload({ ...filled, category: 'Tennis' }).category).toBe('tennis');
  });

  it('defaults empty time parts to 00', () => {
    expect(buildCreateSocialPayload({ ...filled, hour: '', minute: '' }).time).toBe('00:00:00');
    expect(buildCreateSocialPayload({ ...filled, hour: '09', minute: '' }).time).toBe('09:00:00');
  });

  it('sends the weekday and recurrenceWeekday true for weekly socials', () => {
    const payload = buildCreateSocialPayload({
      ...filled,
      eventType: 'weekly',
      recurrenceDay: '3',
    });
    expect(payload).toMatchObject({ recurrenceDay: 3, recurrenceWeekday: true });
    expect(createSocialSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the day of the month and recurrenceWeekday true for monthly socials', () => {
    const payload = buildCreateSocialPayload({
      ...filled,
      eventType: 'monthly',
      recurrenceDay: '30',
    });
    expect(payload).toMatchObject({ recurrenceDay: 30, recurrenceWeekday: true });
    expect(createSocialSchema.safeParse(payload).success).toBe(true);
  });

  it('sends recurrenceDay null when a weekly or monthly day was not chosen', () => {
    expect(
      buildCreateSocialPayload({ ...filled, eventType: 'weekly', recurrenceDay: '' }),
    ).toMatchObject({ recurrenceDay: null, recurrenceWeekday: true });
  });

  it('drops a leftover day for daily and one-time socials', () => {
    for (const eventType of ['daily', 'oneTime'] as const) {
      expect(buildCreateSocialPayload({ ...filled, eventType, recurrenceDay: '4' })).toMatchObject({
        eventType,
        recurrenceDay: null,
        recurrenceWeekday: null,
      });
    }
  });
});
