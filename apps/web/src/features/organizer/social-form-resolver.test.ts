import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createSocialResolver, fieldErrorsOf, formFieldOf } from './social-form-resolver.ts';
import { EMPTY_CREATE_SOCIAL_FORM, type CreateSocialFormValues } from './social-payload.ts';
import { payloadIssuesOf } from './use-create-social.ts';

const filled: CreateSocialFormValues = {
  ...EMPTY_CREATE_SOCIAL_FORM,
  name: 'Sunday Smash',
  venue: 'MSAC',
  category: 'badminton',
  date: '2099-03-07',
  hour: '18',
  capacity: '12',
  price: '5',
};

const resolve = (values: CreateSocialFormValues) =>
  createSocialResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('createSocialResolver', () => {
  it('passes the built payload on when the schema accepts it', async () => {
    expect(await resolve(filled)).toEqual({
      errors: {},
      values: expect.objectContaining({ time: '18:00:00', capacity: 12, price: 5 }),
    });
  });

  it("gives each field the schema's first message about it", async () => {
    const { errors } = await resolve({ ...filled, name: '  ', capacity: '0', price: '1.234' });
    expect(errors.name?.message).toBe('Enter the name');
    expect(errors.capacity?.message).toBe('Capacity must be at least 1');
    expect(errors.price?.message).toBe('Price must have at most 2 decimals');
    expect(errors.venue).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('shows a message about the time under the hour, and ignores paths the form lacks', () => {
    expect(formFieldOf('time')).toBe('hour');
    expect(formFieldOf('recurrenceWeekday')).toBe('recurrenceDay');
    expect(formFieldOf('organizerId')).toBeUndefined();
    const errors = fieldErrorsOf([
      { path: 'time', message: 'Time must be HH:MM:SS (24-hour)' },
      { path: 'organizerId', message: 'not ours' },
    ]);
    expect(errors).toEqual({
      hour: { type: 'validate', message: 'Time must be HH:MM:SS (24-hour)' },
    });
  });
});

describe('payloadIssuesOf', () => {
  it('reads only validation failures', () => {
    expect(payloadIssuesOf(new ApiError('This social is full', 409, 'SOCIAL_FULL'))).toEqual([]);
    expect(payloadIssuesOf(new Error('boom'))).toEqual([]);
    expect(
      payloadIssuesOf(
        new ApiError('Choose a date that is today or later', 400, 'VALIDATION_FAILED', [
          { path: 'date', message: 'Choose a date that is today or later' },
        ]),
      ),
    ).toEqual([{ path: 'date', message: 'Choose a date that is today or later' }]);
  });
});
