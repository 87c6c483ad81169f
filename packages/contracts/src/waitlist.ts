import { z } from 'zod';
import { EXPECTED_REFUNDS } from './courts.ts';
import { TEXT_LIMITS } from './text-limits.ts';

/** POST /user/socials/{id}/waitlist: join the line of a full social, with a word for its organiser. */
export const joinWaitlistSchema = z.object({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(TEXT_LIMITS.joinMessage, `message must be at most ${TEXT_LIMITS.joinMessage} characters`)
    .default(''),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

/** GET /cms/social/{id}/waitlist: whether every place is taken or held, and how many wait. */
export const waitlistSummarySchema = z.object({ full: z.boolean(), waiting: z.number().int() });
export type WaitlistSummary = z.infer<typeof waitlistSummarySchema>;

/** Where a player stands: 1 is next. */
export const waitlistPositionSchema = z.object({ position: z.number().int().min(1) });

/** An open offer: the place is held for the player until `expiresAt`. */
export const waitlistOfferSchema = z.object({
  id: z.string(),
  /** ISO 8601, server time */
  expiresAt: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** GET /user/waitlist: each line the player is in, with their offer if they have one. */
export const myWaitlistEntrySchema = z.object({
  socialId: z.string(),
  position: z.number().int().min(1),
  offer: waitlistOfferSchema.nullable(),
});
export type MyWaitlistEntry = z.infer<typeof myWaitlistEntrySchema>;

/** GET /organizer/socials/{id}/waitlist: the line in order. */
export const organizerWaitlistEntrySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.number().int().min(1),
  offer: waitlistOfferSchema.nullable(),
});
export type OrganizerWaitlistEntry = z.infer<typeof organizerWaitlistEntrySchema>;

/** GET /organizer/waitlists: each of my socials that has a line, soonest first, with the line. */
export const organizerWaitlistSchema = z.object({
  socialId: z.string(),
  socialName: z.string(),
  entries: z.array(organizerWaitlistEntrySchema),
});
export type OrganizerWaitlist = z.infer<typeof organizerWaitlistSchema>;

/** DELETE /user/socials/{id}/place: the refund the player was shown and agreed to. */
export const givePlaceUpQuerySchema = z.object({
  expectRefund: z.enum(EXPECTED_REFUNDS, {
    error: `expectRefund must be one of: ${EXPECTED_REFUNDS.join(', ')}`,
  }),
});

export const WAITLIST_OFFER_ENDINGS = ['taken', 'declined', 'lapsed', 'withdrawn'] as const;

/** waitlist:offered → user:<player> */
export const waitlistOfferedSchema = z.object({
  offerId: z.string(),
  socialId: z.string(),
  expiresAt: z.string(),
});
/** waitlist:position → user:<player>, when their place in a line changes */
export const waitlistPositionChangedSchema = z.object({
  socialId: z.string(),
  /** null: no longer in the line */
  position: z.number().int().min(1).nullable(),
});
/** waitlist:offer-ended → user:<player> */
export const waitlistOfferEndedSchema = z.object({
  offerId: z.string(),
  socialId: z.string(),
  reason: z.enum(WAITLIST_OFFER_ENDINGS),
});
/** waitlist:changed → user:<organiser>, whenever the line of one of their socials changes */
export const waitlistChangedSchema = z.object({ socialId: z.string() });
/**
 * social:refunded → user:<player>: a paid place given up in time, or removed by the organiser,
 * is refunded (the amount taken and not yet refunded). The app shows it in the payment history;
 * the event is what the refund mail is made from.
 */
export const socialRefundedSchema = z.object({
  socialId: z.string(),
  socialName: z.string(),
  amountCents: z.number().int().positive(),
});

export const WAITLIST_TEXTS = {
  joined: 'You joined the waitlist',
  left: 'You left the waitlist',
  removed: 'Removed from the waitlist',
  taken: 'The place is yours',
  declined: 'Offer declined',
  placeGivenUp: 'You gave up your place',
  playerRemoved: 'Player removed',
} as const;

export const offerParamsSchema = z.object({
  offerId: z.uuid({ error: 'offerId must be the id of an offer' }),
});
export const socialPlayerParamsSchema = z.object({
  id: z.uuid({ error: 'id must be the id of a social' }),
  userId: z.uuid({ error: 'userId must be the id of a player' }),
});
