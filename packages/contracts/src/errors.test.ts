import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE, TRY_AGAIN } from './error-message.ts';
import { ERROR_CODES, ERRORS, errorResponseSchema, type ErrorCode } from './errors.ts';

type MessageFunction = (params: Record<string, string>) => string;

/** The codes whose message takes parameters. */
type ParameterisedCode = {
  [C in ErrorCode]: (typeof ERRORS)[C]['message'] extends string ? never : C;
}[ErrorCode];

/**
 * Parameters for every message that takes some, each other than the message's own default, as
 * the server sends them. Typed per code, so a new parameterised message without a sample does not
 * compile.
 */
const sampleParams: Record<ParameterisedCode, Record<string, string>> = {
  ROUTE_NOT_FOUND: { method: 'POST', path: '/api/v1/nowhere' },
  METHOD_NOT_ALLOWED: { method: 'DELETE', path: '/api/v1/socials', allowed: 'GET, POST' },
  RATE_LIMITED: { wait: '5 minutes' },
  PUSH_ENDPOINT_REFUSED: { reason: 'The push endpoint must use https' },
  UNKNOWN_SPORT: { category: 'curling', choices: 'badminton, tennis' },
  REQUEST_RECENTLY_REJECTED: { wait: 'on 3 May' },
  REQUEST_ALREADY_DECIDED: { status: 'accepted' },
  OFFER_ENDED: { status: 'declined' },
  UNKNOWN_TRAINING_SPORT: { sport: 'curling', choices: 'badminton, tennis' },
  UNKNOWN_STADIUM_SPORT: { sport: 'curling', stadium: 'MSAC', choices: 'tennis' },
  SLOT_OUTSIDE_HOURS: { opensAt: '07:00', closesAt: '22:00' },
  TOO_MANY_HOLDS: { max: '3' },
  REFUND_POLICY_CHANGED: { refund: 'full' },
  SHARE_NOT_PENDING: { status: 'paid' },
  PAYMENT_DECLINED: { reason: 'Your card has insufficient funds.' },
  CARD_INVALID: { reason: 'Your card has expired.' },
  CARD_SETUP_RATE_LIMITED: { wait: '10 minutes' },
  ORGANISER_HAS_PLAYERS: { socials: 'Friday Night Smash (Fri 7 Mar)' },
};

/**
 * Codes that say the same thing to a person in different places, so they share their text: a
 * social's time and a court's slot that have both passed.
 */
const SHARED_MESSAGES: ErrorCode[][] = [['SOCIAL_TIME_PAST', 'SLOT_IN_PAST']];

const parameterised = ERROR_CODES.filter((code) => typeof ERRORS[code].message === 'function');
const messageFunction = (code: ErrorCode) => ERRORS[code].message as MessageFunction;
/** A code's message as sent without parameters. */
const plainMessage = (code: ErrorCode) => {
  const { message } = ERRORS[code];
  return typeof message === 'string' ? message : (message as MessageFunction)({});
};

/** The parameters a message function reads, found by handing it an object that records them. */
function parametersRead(code: ErrorCode): string[] {
  const read = new Set<string>();
  const recorder = new Proxy<Record<string, string>>(
    {},
    {
      get(_, key) {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    },
  );
  messageFunction(code)(recorder);
  return [...read].sort();
}

describe('the error catalogue', () => {
  it.each(ERROR_CODES)('%s answers with a 4xx or 5xx status', (code) => {
    const { status } = ERRORS[code];
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it.each(ERROR_CODES)('%s has a message, and the failure envelope carries it', (code) => {
    const message = plainMessage(code);
    expect(message.trim()).not.toBe('');
    const envelope = { message, statusCode: ERRORS[code].status, code };
    expect(errorResponseSchema.parse(envelope)).toEqual(envelope);
  });

  it('refuses an envelope with a code it does not list', () => {
    const envelope = { message: 'Gone fishing', statusCode: 418, code: 'TEAPOT' };
    expect(errorResponseSchema.safeParse(envelope).success).toBe(false);
  });

  it('has sample parameters for every message that takes some, and only for those', () => {
    expect(Object.keys(sampleParams).sort()).toEqual([...parameterised].sort());
  });

  describe.each(parameterised.filter((code) => code in sampleParams))('%s', (code) => {
    const params = sampleParams[code as ParameterisedCode];

    it('takes exactly the parameters of its sample', () => {
      expect(parametersRead(code)).toEqual(Object.keys(params).sort());
    });

    it('says something with every parameter and with none', () => {
      expect(messageFunction(code)(params).trim()).not.toBe('');
      for (const [key, value] of Object.entries(params)) {
        const withOne = messageFunction(code)({ [key]: value });
        expect(withOne.trim()).not.toBe('');
        // Each parameter changes what the message says.
        expect(withOne).not.toBe(plainMessage(code));
      }
    });
  });

  it('gives each failure its own text, but for codes that say the same thing elsewhere', () => {
    const codesByMessage = new Map<string, ErrorCode[]>();
    for (const code of ERROR_CODES) {
      const message = plainMessage(code);
      codesByMessage.set(message, [...(codesByMessage.get(message) ?? []), code]);
    }
    const shared = [...codesByMessage.values()].filter((codes) => codes.length > 1);
    expect(shared).toEqual(SHARED_MESSAGES);
  });

  it("never reads like the app's own fallback, so a server's answer can be told from it", () => {
    for (const code of ERROR_CODES) {
      expect([GENERIC_FAILURE, TRY_AGAIN]).not.toContain(plainMessage(code));
    }
  });
});
