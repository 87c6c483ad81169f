import { z } from 'zod';
import { organizerJoinRequestSchema } from './join-requests.ts';
import {
  chatMessageSchema,
  chatSendSchema,
  conversationUpdatedSchema,
  readStateSchema,
  type ChatMessage,
} from './chat.ts';
import { courtAvailabilityChangedSchema, courtBookingChangedSchema } from './courts.ts';
import { notificationSchema } from './notifications.ts';
import { SOCIAL_CATEGORIES } from './socials.ts';
import {
  socialRefundedSchema,
  waitlistChangedSchema,
  waitlistOfferedSchema,
  waitlistOfferEndedSchema,
  waitlistPositionChangedSchema,
} from './waitlist.ts';

export type Ack<T = null> = (answer: { data: T } | { error: string }) => void;

export const joinRequestDecisionSchema = z.object({
  id: z.string(),
  socialId: z.string(),
  socialName: z.string(),
  status: z.enum(['accepted', 'rejected']),
});
export type JoinRequestDecision = z.infer<typeof joinRequestDecisionSchema>;

export const attendeesChangeSchema = z.object({
  socialId: z.string(),
  category: z.string(),
  attendees: z.number().int(),
  capacity: z.number().int(),
});
export type AttendeesChange = z.infer<typeof attendeesChangeSchema>;

/**
 * What the server pushes, named `domain:verb`, each with one payload. The rooms each goes to:
 * - join-request:created → user:<organiser>
 * - join-request:decided → user:<player>
 * - join-request:withdrawn → user:<organiser>
 * - social:attendees-changed → social:<id> and socials:<category>
 * - notification:created / notification:expired → user:<recipient>
 * - chat:message / chat:read / conversation:updated → user:<member>, for every member
 * - court:availability-changed → court:<courtId>:<date>
 * - court-booking:changed → user:<owner> and user:<invitee>, for every invitee
 * - waitlist:offered / waitlist:position / waitlist:offer-ended → user:<player>
 * - waitlist:changed → user:<organiser>
 * - social:refunded → user:<player>
 */
export const serverEventSchemas = {
  'join-request:created': organizerJoinRequestSchema,
  'join-request:decided': joinRequestDecisionSchema,
  'join-request:withdrawn': z.object({ id: z.string(), socialId: z.string() }),
  'social:attendees-changed': attendeesChangeSchema,
  'notification:created': notificationSchema,
  'notification:expired': z.object({ ids: z.array(z.string()) }),
  'chat:message': chatMessageSchema,
  'chat:read': readStateSchema,
  'conversation:updated': conversationUpdatedSchema,
  'court:availability-changed': courtAvailabilityChangedSchema,
  'court-booking:changed': courtBookingChangedSchema,
  'waitlist:offered': waitlistOfferedSchema,
  'waitlist:position': waitlistPositionChangedSchema,
  'waitlist:offer-ended': waitlistOfferEndedSchema,
  'waitlist:changed': waitlistChangedSchema,
  'social:refunded': socialRefundedSchema,
} as const;

export type ServerEventName = keyof typeof serverEventSchemas;
export type ServerEventPayload<E extends ServerEventName> = z.infer<(typeof serverEventSchemas)[E]>;

/**
 * Sent with every event, after its payload. `key` is the event's identity, the same on every copy
 * of it: a client applies each key once. An event can arrive twice, first straight after the
 * commit that wrote it (no `id` yet), then numbered: `id` is its place in delivery order (a
 * decimal string that grows with each event, and may outgrow a JavaScript number), so a client
 * can ask `GET /api/v1/user/events?after=<id>` for the ones it missed.
 */
export const eventIdSchema = z
  .string()
  .max(40, 'An event id is a whole number')
  .regex(/^\d+$/, 'An event id is a whole number');
export type EventMeta = { key: string; id?: string };

export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: ServerEventPayload<E>, meta: EventMeta) => void;
};

/**
 * Rooms a socket can be in. `user:<id>` is joined by the server after the handshake; the others
 * only through `room:join`, after the owning module's check.
 */
export type SocialCategory = (typeof SOCIAL_CATEGORIES)[number];
export type Room =
  `user:${string}` | `social:${string}` | `socials:${SocialCategory}` | `court:${string}:${string}`;

export const rooms = {
  user: (userId: string): Room => `user:${userId}`,
  social: (socialId: string): Room => `social:${socialId}`,
  socialsOfCategory: (category: SocialCategory): Room => `socials:${category}`,
  /** a court's availability on one date (YYYY-MM-DD) */
  courtDay: (courtId: string, date: string): Room => `court:${courtId}:${date}`,
};

export const roomRequestSchema = z.object({
  room: z.string().min(1).max(200),
});
export type RoomRequest = z.infer<typeof roomRequestSchema>;

/** What a browser may send. Acks are `{ data } | { error }`. */
export interface ClientToServerEvents {
  /** follow a room's events (e.g. live attendee counts of `social:<id>`) */
  'room:join': (request: RoomRequest, ack?: Ack) => void;
  'room:leave': (request: RoomRequest, ack?: Ack) => void;
  /** send a chat message: the same rules and answer as POST .../messages */
  'chat:send': (request: ChatSendRequest, ack?: Ack<ChatMessage>) => void;
}
export { chatSendSchema };
export type ChatSendRequest = z.input<typeof chatSendSchema>;
