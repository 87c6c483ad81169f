import { rooms, SOCIAL_CATEGORIES, type AttendeesChange } from '@betterplay/contracts';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { SocketRefusal, type SocketHandlers } from '../../realtime/socket-handlers.ts';
import { existsById } from './socials-repository.ts';

export const SOCIAL_NOT_FOUND = 'Social not found';
export const UNKNOWN_CATEGORY = `Unknown sport: choose one of ${SOCIAL_CATEGORIES.join(', ')}`;

const socialIdSchema = z.uuid();

/**
 * Socials are public, so anyone may follow a social's page (`social:<id>`) or a sport's list
 * (`socials:<category>`) for live attendee counts.
 */
export const socialsSocketHandlers: SocketHandlers = {
  rooms: [
    {
      kind: 'social',
      async authorize({ deps, key }) {
        if (!socialIdSchema.safeParse(key).success || !(await existsById(deps.db, key))) {
          throw new SocketRefusal(SOCIAL_NOT_FOUND);
        }
      },
    },
    {
      kind: 'socials',
      async authorize({ key }) {
        if (!(SOCIAL_CATEGORIES as string[]).includes(key))
          throw new SocketRefusal(UNKNOWN_CATEGORY);
      },
    },
  ],
};

/** After a commit that changed a social's places: to its page and its sport's list, once each. */
export function announceAttendees(deps: Deps, change: AttendeesChange) {
  deps.realtime
    .to([rooms.social(change.socialId), rooms.socialsOfCategory(change.category)])
    .emit('social:attendees-changed', change);
}
