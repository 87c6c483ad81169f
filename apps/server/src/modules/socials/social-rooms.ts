import { rooms, SOCIAL_CATEGORIES, type AttendeesChange } from '@betterplay/contracts';
import { z } from 'zod';
import { outboxEvent } from '../../realtime/outbox.ts';
import { socketRefusal, type SocketHandlers } from '../../realtime/socket-handlers.ts';
import { existsById } from './socials-repository.ts';

const socialIdSchema = z.uuid();

/**
 * Socials are public, so anyone, visitors included, may follow a social's page (`social:<id>`) or
 * a sport's list (`socials:<category>`) for live attendee counts.
 */
export const socialsSocketHandlers: SocketHandlers = {
  rooms: [
    {
      kind: 'social',
      visitors: 'allowed',
      async authorize({ deps, key }) {
        if (!socialIdSchema.safeParse(key).success || !(await existsById(deps.db, key))) {
          throw socketRefusal('SOCIAL_NOT_FOUND');
        }
      },
    },
    {
      kind: 'socials',
      visitors: 'allowed',
      async authorize({ key }) {
        if (!(SOCIAL_CATEGORIES as string[]).includes(key)) {
          throw socketRefusal('UNKNOWN_SPORT', {
            category: key,
            choices: SOCIAL_CATEGORIES.join(', '),
          });
        }
      },
    },
  ],
};

/**
 * A social's places changed: to its page and its sport's list, once each, as an event for
 * `emitAll`, stored in the transaction with the change's other events.
 */
export function attendeesChanged(change: AttendeesChange) {
  return outboxEvent(
    [rooms.social(change.socialId), rooms.socialsOfCategory(change.category)],
    'social:attendees-changed',
    change,
  );
}
