import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import {
  eventIdSchema,
  serverEventSchemas,
  type ServerEventName,
  type ServerEventPayload,
} from './realtime.ts';

const eventNames = Object.keys(serverEventSchemas) as ServerEventName[];

/** One published event as the catch-up call answers it: what the socket would have sent (its numbered copy). */
export const publishedEventSchema = z.union(
  eventNames.map((event) =>
    z.object({
      id: eventIdSchema,
      key: eventIdSchema,
      event: z.literal(event),
      payload: serverEventSchemas[event],
    }),
  ),
);
export type PublishedEvent = {
  [E in ServerEventName]: { id: string; key: string; event: E; payload: ServerEventPayload<E> };
}[ServerEventName];

export const userEventsQuerySchema = z.object({
  /** the last event id the client applied; without it, only `lastId` is answered */
  after: eventIdSchema.optional().describe('The id of the last event the client applied'),
});

/**
 * `GET /api/v1/user/events?after=<id>`: the caller's own events after `after`, oldest first, at
 * most a page at a time. `lastId` is where to continue from (the next call's `after`); while
 * `hasMore` is true there is another page.
 */
export const userEventsResponseSchema = envelopeSchema(
  z.object({
    events: z.array(publishedEventSchema),
    lastId: eventIdSchema,
    hasMore: z.boolean(),
  }),
);
export type UserEvents = { events: PublishedEvent[]; lastId: string; hasMore: boolean };
