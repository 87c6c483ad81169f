import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE, messageOf, TRY_AGAIN } from './error-message.ts';

/** Shaped like the web's ApiError: an Error with the server's message, status and code. */
class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

const blank = fc.stringMatching(/^\s*$/);
const notBlank = fc.string().filter((text) => text.trim() !== '');

describe('messageOf', () => {
  it('keeps the fallbacks people see word for word', () => {
    expect(GENERIC_FAILURE).toBe('Something went wrong. Please try again.');
    expect(TRY_AGAIN).toBe('Please try again.');
  });

  it("gives an Error's own message, as it is", () => {
    expect(messageOf(new Error('Your card was declined.'))).toBe('Your card was declined.');
    expect(messageOf(new FakeApiError('This social is full', 409, 'SOCIAL_FULL'))).toBe(
      'This social is full',
    );
    expect(messageOf(new Error('  spaced  '))).toBe('  spaced  ');
  });

  it('gives the message of any object that carries one (a failure not made with new Error)', () => {
    expect(messageOf({ message: 'Hold not found', status: 404 })).toBe('Hold not found');
  });

  it('falls back to the generic failure by default', () => {
    expect(messageOf(new Error(''))).toBe(GENERIC_FAILURE);
    expect(messageOf(new Error(' \n'))).toBe(GENERIC_FAILURE);
    expect(messageOf({ message: 42 })).toBe(GENERIC_FAILURE);
    expect(messageOf({})).toBe(GENERIC_FAILURE);
  });

  it('treats whatever else was thrown as no message', () => {
    for (const thrown of ['boom', 404, true, null, undefined, Symbol('failure')]) {
      expect(messageOf(thrown)).toBe(GENERIC_FAILURE);
    }
  });

  it("gives the caller's fallback, or null when asked whether there is a message at all", () => {
    expect(messageOf(new Error(''), TRY_AGAIN)).toBe(TRY_AGAIN);
    expect(messageOf(new Error('Email taken'), TRY_AGAIN)).toBe('Email taken');
    expect(messageOf(new Error(' '), null)).toBeNull();
    expect(messageOf('boom', null)).toBeNull();
    expect(messageOf(new Error('Card expired'), null)).toBe('Card expired');
  });

  it('gives any message that is not blank, and the fallback for any blank one', () => {
    fc.assert(
      fc.property(notBlank, (text) => {
        expect(messageOf(new Error(text))).toBe(text);
        expect(messageOf({ message: text }, null)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(blank, fc.string(), (text, fallback) => {
        expect(messageOf(new Error(text), fallback)).toBe(fallback);
      }),
    );
  });
});
