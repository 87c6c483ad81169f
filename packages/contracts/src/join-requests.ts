import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';
import { personSchema, socialSchema } from './socials.ts';

export const JOIN_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export const JOIN_REQUEST_SENT = 'Request sent successfully';
export const JOIN_REQUEST_WITHDRAWN = 'Request withdrawn';

export const createJoinRequestSchema = z.object({
  socialId: z.uuid({ error: 'socialId must be the id of a social' }),
  organizerId: z.uuid({ error: 'organizerId must be the id of the social’s organiser' }),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(TEXT_LIMITS.joinMessage, `message must be at most ${TEXT_LIMITS.joinMessage} characters`)
    .default(''),
});
export type CreateJoinRequestInput = z.input<typeof createJoinRequestSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

/** When a social happens and how full it is: what an organiser's lists show beside a player. */
export const socialFactsSchema = z.object({
  /** YYYY-MM-DD (the first occurrence of a repeating social) */
  socialDate: z.string(),
  /** HH:MM:SS */
  socialTime: z.string(),
  attendees: z.number().int(),
  capacity: z.number().int(),
});

/** A join request as its organiser sees it (also the organiser's notification list entry). */
export const organizerJoinRequestSchema = socialFactsSchema.extend({
  id: z.string(),
  socialId: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  email: z.string(),
  socialName: z.string(),
  message: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: z.string(),
  /** true means the organiser has not seen it yet */
  organizerReadFlag: z.boolean(),
});
export type OrganizerJoinRequest = z.infer<typeof organizerJoinRequestSchema>;

/**
 * Where the signed-in player stands with one social: holding a place (`going`), waiting for the
 * organiser's answer (`requested`), or neither (`none`).
 */
export const VIEWER_STATUSES = ['going', 'requested', 'none'] as const;
export const socialViewerSchema = z.object({ status: z.enum(VIEWER_STATUSES) });
export type SocialViewer = z.infer<typeof socialViewerSchema>;

/** A join request as its sender sees it. */
export const myJoinRequestSchema = z.object({
  id: z.string(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  message: z.string(),
  createdAt: z.string(),
  social: socialSchema,
});
export type MyJoinRequest = z.infer<typeof myJoinRequestSchema>;

/** Organiser side 'Bookings' table row. */
export const organizerBookingSchema = socialFactsSchema.extend({
  id: z.string(),
  socialId: z.string(),
  userEmail: z.string(),
  phone: z.string(),
  /** the social's name */
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bookingDate: z.string(),
});
export type OrganizerBooking = z.infer<typeof organizerBookingSchema>;

/** A place the signed-in user holds, with the social and who else is going. */
export const myBookingSchema = z.object({
  id: z.string(),
  bookingDate: z.string(),
  /** dollars */
  pricePaid: z.number(),
  social: socialSchema,
  /** other players: no emails, a player sees only names and pictures */
  attendees: z.array(personSchema),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingsSchema = z.object({
  upcomingBookings: z.array(myBookingSchema),
  recurringBookings: z.array(myBookingSchema),
  pastBookings: z.array(myBookingSchema),
});
export type MyBookings = z.infer<typeof myBookingsSchema>;

/** What an organiser's accept (PUT) or reject (DELETE) answers. */
export const joinRequestDecisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(['accepted', 'rejected']),
});
export type JoinRequestDecisionResult = z.infer<typeof joinRequestDecisionResultSchema>;

export const readNotificationsSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be notification ids' }), { error: 'ids must be a list' })
    .max(500, 'ids can hold at most 500 ids'),
});
