import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CourtBooking } from './courts.ts';
import {
  eventIdSchema,
  serverEventSchemas,
  type ServerEventName,
  type ServerEventPayload,
} from './realtime.ts';

const person = {
  id: '8d9f3b1e-5c1a-4f7e-9a51-1f0c2b3d4e5f',
  firstName: 'Alex',
  lastName: 'Morgan',
  avatar: 'avatar.png',
};

const booking: CourtBooking = {
  id: 'b6a1f0de-7f0e-4a8e-9d5c-2c1b0a9f8e7d',
  status: 'paid',
  stadium: { id: 'msac', name: 'MSAC', address: 'Olympic Blvd, Melbourne' },
  sport: 'Tennis',
  court: { id: '6f1c1f38-8d0b-4a44-8f0e-3c1c8f1f0a01', name: 'Court 1', number: 1 },
  date: '2030-05-01',
  time: '14:00',
  durationHours: 2,
  priceCents: 5200,
  paymentMethod: 'mastercard',
  refundedCents: 2600,
  owner: person,
  shares: [
    {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      bookingId: 'b6a1f0de-7f0e-4a8e-9d5c-2c1b0a9f8e7d',
      user: { ...person, id: 'f00dbabe-0000-4000-8000-000000000002', firstName: 'Sam' },
      amountCents: 2600,
      status: 'paid',
    },
  ],
  fullRefundIfCancelled: true,
  createdAt: '2030-04-20T09:30:00.000Z',
};

const chatMessage = {
  id: '9007199254740993',
  conversationId: 'a1b2c3d4-0000-4000-8000-000000000003',
  clientId: 'client-1',
  sender: person,
  body: 'See you on court 1!',
  createdAt: '2030-04-20T09:30:00.000Z',
};

const notification = {
  id: 'a1b2c3d4-0000-4000-8000-000000000004',
  kind: 'join-request',
  socialId: 'a1b2c3d4-0000-4000-8000-000000000005',
  socialName: 'Friday Smash',
  joinRequestId: 'a1b2c3d4-0000-4000-8000-000000000006',
  firstName: 'Alex',
  lastName: 'Morgan',
  avatar: '',
  email: 'alex@example.com',
  createdAt: '2030-04-20T09:30:00.000Z',
  organizerReadFlag: true,
} as const;
/** Only an organiser's 'join-request' entry carries the requester's email. */
const { email: _requesterEmail, ...playerNotification } = notification;

/**
 * For every event the server pushes: payloads it may send (the first the fullest) and payloads
 * no client may accept. Typed per event, so an event added without samples does not compile.
 */
const samples: {
  [E in ServerEventName]: {
    valid: [ServerEventPayload<E>, ...ServerEventPayload<E>[]];
    invalid: [unknown, ...unknown[]];
  };
} = {
  'join-request:created': {
    valid: [
      {
        id: 'a1b2c3d4-0000-4000-8000-000000000007',
        socialId: 'a1b2c3d4-0000-4000-8000-000000000005',
        userId: person.id,
        firstName: 'Alex',
        lastName: 'Morgan',
        avatar: 'avatar.png',
        email: 'alex@example.com',
        socialName: 'Friday Smash',
        message: 'Can I join?',
        status: 'pending',
        createdAt: '2030-04-20T09:30:00.000Z',
        organizerReadFlag: true,
        socialDate: '2030-05-03',
        socialTime: '18:00:00',
        attendees: 7,
        capacity: 12,
      },
    ],
    invalid: [{ id: 'a1b2c3d4', status: 'pending' }],
  },
  'join-request:decided': {
    valid: [
      { id: 'r1', socialId: 's1', socialName: 'Friday Smash', status: 'accepted' },
      { id: 'r2', socialId: 's1', socialName: 'Friday Smash', status: 'rejected' },
    ],
    invalid: [{ id: 'r1', socialId: 's1', socialName: 'Friday Smash', status: 'maybe' }],
  },
  'social:attendees-changed': {
    valid: [{ socialId: 's1', category: 'badminton', attendees: 8, capacity: 12 }],
    invalid: [{ socialId: 's1', category: 'badminton', attendees: '8', capacity: 12 }],
  },
  'notification:created': {
    valid: [
      notification,
      { ...playerNotification, kind: 'request-accepted', socialId: null, joinRequestId: null },
    ],
    invalid: [{ ...notification, kind: 'poke' }],
  },
  'notification:expired': {
    valid: [{ ids: ['n1', 'n2'] }, { ids: [] }],
    invalid: [{ ids: 'n1' }],
  },
  'chat:message': {
    valid: [chatMessage],
    invalid: [{ ...chatMessage, id: 'm-1' }],
  },
  'chat:read': {
    valid: [
      { conversationId: chatMessage.conversationId, userId: person.id, lastReadMessageId: '0' },
    ],
    invalid: [{ conversationId: chatMessage.conversationId, userId: person.id }],
  },
  'conversation:updated': {
    valid: [{ conversationId: chatMessage.conversationId }],
    invalid: [{ conversationId: 42 }],
  },
  'court:availability-changed': {
    valid: [
      { courtId: booking.court.id, date: '2030-05-01', freeTimes: ['09:00', '10:00'] },
      { courtId: booking.court.id, date: '2030-05-01', freeTimes: [] },
    ],
    invalid: [{ courtId: booking.court.id, date: '2030-05-01', freeTimes: [9] }],
  },
  'court-booking:changed': {
    valid: [{ booking }, { booking: { ...booking, status: 'cancelled', shares: [] } }],
    invalid: [{ booking: { ...booking, paymentMethod: 'cash' } }, booking],
  },
  'waitlist:offered': {
    valid: [{ offerId: 'o-1', socialId: 's-1', expiresAt: '2026-12-01T08:30:00.000Z' }],
    invalid: [{ offerId: 'o-1', socialId: 's-1' }],
  },
  'waitlist:position': {
    valid: [
      { socialId: 's-1', position: 2 },
      { socialId: 's-1', position: null },
    ],
    invalid: [{ socialId: 's-1', position: 0 }],
  },
  'waitlist:offer-ended': {
    valid: [{ offerId: 'o-1', socialId: 's-1', reason: 'lapsed' }],
    invalid: [{ offerId: 'o-1', socialId: 's-1', reason: 'expired' }],
  },
  'waitlist:changed': { valid: [{ socialId: 's-1' }], invalid: [{}] },
  'social:refunded': {
    valid: [{ socialId: 's-1', socialName: 'Friday Rally', amountCents: 1250 }],
    invalid: [{ socialId: 's-1', socialName: 'Friday Rally', amountCents: 0 }],
  },
  'join-request:withdrawn': { valid: [{ id: 'r-1', socialId: 's-1' }], invalid: [{ id: 'r-1' }] },
};

const events = Object.keys(serverEventSchemas) as ServerEventName[];
/** What JSON does to a payload on its way to the browser. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('realtime event payloads', () => {
  it('have samples for every event the server pushes, and only for those', () => {
    expect(Object.keys(samples).sort()).toEqual([...events].sort());
  });

  // An event without samples fails the test above instead of breaking the whole file.
  describe.each(events.filter((event) => event in samples))('%s', (event) => {
    const schema = serverEventSchemas[event];
    const { valid, invalid } = samples[event];

    it('parses what the server sends, and parses it again to the same value', () => {
      for (const payload of valid) {
        const parsed = schema.parse(payload);
        expect(parsed).toEqual(payload);
        expect(schema.parse(overTheWire(parsed))).toEqual(parsed);
      }
    });

    it('refuses a payload that is not this event', () => {
      for (const payload of [...invalid, null, undefined, 'text', 42, [], {}]) {
        expect(schema.safeParse(payload).success).toBe(false);
      }
    });

    it("accepts fields it does not know (a newer server's) and keeps the ones it knows", () => {
      fc.assert(
        fc.property(
          fc.dictionary(
            fc.string().map((key) => `extra-${key}`),
            fc.jsonValue(),
          ),
          (extra) => {
            const sent = overTheWire(valid[0]) as Record<string, unknown>;
            const parsed = schema.safeParse({ ...extra, ...sent });
            expect(parsed.success).toBe(true);
            expect(parsed.data).toEqual(sent);
          },
        ),
        { numRuns: 50 },
      );
    });
  });
});

describe('event ids', () => {
  it('accept any whole number as a decimal string, beyond what a JavaScript number holds', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 80n }), (id) => {
        expect(eventIdSchema.safeParse(id.toString()).success).toBe(true);
      }),
    );
  });

  it('refuse anything else', () => {
    for (const id of ['', '-1', '1.5', '1e3', ' 7', 'abc', 7]) {
      expect(eventIdSchema.safeParse(id).success).toBe(false);
    }
  });
});
