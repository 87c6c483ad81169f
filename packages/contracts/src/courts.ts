import { z } from 'zod';
import { COURT_PAYMENT_METHODS, SPLIT_MAX_FRIENDS } from './court-rules.ts';

const dateSchema = z
  .string({ error: 'date must be a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date as YYYY-MM-DD')
  // Date.parse rolls 2025-02-30 over to March 2nd: only a date that reads back the same is real.
  .refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
  }, 'date must be a real date')
  .meta({ format: 'date', description: 'A real date, YYYY-MM-DD, on the local wall clock' });
const timeSchema = z
  .string({ error: 'time must be a time' })
  .regex(/^([01]\d|2[0-3]):00$/, 'time must be a whole hour as HH:00');

// ---------------------------------------------------------------- stadiums

/** GET /stadiums?name=&location=: the /book filters (name, and address for location). */
export const stadiumsQuerySchema = z.object({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .max(100, 'Search with at most 100 characters')
    .default(''),
  location: z
    .string({ error: 'location must be text' })
    .trim()
    .max(100, 'Search with at most 100 characters')
    .default(''),
});
export type StadiumsQuery = z.input<typeof stadiumsQuerySchema>;

export const stadiumSummarySchema = z.object({
  /** URL slug: /stadiums/{id} */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  /** opening hours, 'HH:MM' local time; the last booking starts an hour before closing */
  opensAt: z.string(),
  closesAt: z.string(),
});
export type StadiumSummary = z.infer<typeof stadiumSummarySchema>;

export const stadiumSchema = stadiumSummarySchema.extend({
  /** lower-case sport ids it has courts for, in STADIUM_SPORTS order */
  sports: z.array(z.string()),
});
export type Stadium = z.infer<typeof stadiumSchema>;

export const stadiumParamsSchema = z.object({
  stadiumId: z.string().min(1).max(100),
});
export const stadiumSportParamsSchema = stadiumParamsSchema.extend({
  sport: z.string().min(1).max(50),
});

// ---------------------------------------------------------------- availability

/** GET /stadiums/{stadiumId}/{sport}/availability?date=YYYY-MM-DD */
export const availabilityQuerySchema = z.object({ date: dateSchema });

/** The price of each duration, in cents: { 1: 2800, 2: 5200 }. */
export const priceListSchema = z.object({ 1: z.number().int(), 2: z.number().int() });
export type PriceList = z.infer<typeof priceListSchema>;

export const courtAvailabilitySchema = z.object({
  /** the court's id (a hold's courtId) */
  id: z.string(),
  /** 'Court N' */
  name: z.string(),
  /** N: the /court/{N} path segment */
  number: z.number().int(),
  priceCents: priceListSchema,
  /** free start times that day, 'HH:MM', within opening hours, none in the past */
  freeTimes: z.array(z.string()),
});
export type CourtAvailability = z.infer<typeof courtAvailabilitySchema>;

/** What changed on a court's day: pushed to `court:<courtId>:<date>` (the page refetches or patches). */
export const courtAvailabilityChangedSchema = z.object({
  courtId: z.string(),
  date: z.string(),
  freeTimes: z.array(z.string()),
});
export type CourtAvailabilityChanged = z.infer<typeof courtAvailabilityChangedSchema>;

// ---------------------------------------------------------------- holds

/** POST /user/court/holds */
export const createHoldSchema = z.object({
  courtId: z.uuid({ error: 'courtId must be the id of a court' }),
  date: dateSchema,
  time: timeSchema,
  durationHours: z.union([z.literal(1), z.literal(2)], {
    error: 'durationHours must be 1 or 2',
  }),
});
export type CreateHold = z.infer<typeof createHoldSchema>;

export const holdSchema = z.object({
  id: z.string(),
  courtId: z.string(),
  date: z.string(),
  time: z.string(),
  durationHours: z.number().int(),
  priceCents: z.number().int(),
  /** ISO instant; the page counts down to it */
  expiresAt: z.string(),
  /**
   * ISO instant: the server's time when it answered. The page counts down expiresAt - serverNow
   * from then, so a device clock that is off does not change the time left.
   */
  serverNow: z.string(),
});
export type Hold = z.infer<typeof holdSchema>;

/**
 * GET /user/court/holds: the player's holds not yet expired, soonest expiry first, with what a
 * page needs to name them and to go back to their confirmation page.
 */
export const myHoldSchema = holdSchema.extend({
  stadium: z.object({ id: z.string(), name: z.string() }),
  sport: z.string(),
  court: z.object({ name: z.string(), number: z.number().int() }),
});
export type MyHold = z.infer<typeof myHoldSchema>;

/** DELETE /user/court/holds/{id}: the confirmation page lets go of its hold early. */
export const holdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be the id of a hold' }),
});
export const releasedHoldSchema = z.object({ id: z.string() });
export type ReleasedHold = z.infer<typeof releasedHoldSchema>;

// ---------------------------------------------------------------- bookings

export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header' })
    .min(8, 'The Idempotency-Key must be 8 to 200 characters')
    .max(200, 'The Idempotency-Key must be 8 to 200 characters')
    // Printable ASCII without spaces: any header can carry it unchanged (a UUID does).
    .regex(
      /^[\x21-\x7E]{8,200}$/,
      'The Idempotency-Key must be letters, digits or symbols, without spaces',
    ),
});

/**
 * A Stripe PaymentMethod id ('pm_...') made in the browser by the Payment Request button (Apple
 * Pay, Google Pay), or one of the player's saved cards: what is charged instead of the default card.
 */
export const paymentMethodIdSchema = z
  .string({ error: 'paymentMethodId must be the id of a payment method' })
  .max(200, 'paymentMethodId must be at most 200 characters')
  .regex(/^pm_[A-Za-z0-9_]+$/, "paymentMethodId must be a payment method id ('pm_...')");

/** POST /user/court/bookings (with an Idempotency-Key header) */
export const payBookingSchema = z.object({
  holdId: z.uuid({ error: 'holdId must be the id of a hold' }),
  paymentMethod: z.enum(COURT_PAYMENT_METHODS, {
    error: `paymentMethod must be one of: ${COURT_PAYMENT_METHODS.join(', ')}`,
  }),
  /** without it the default saved card pays */
  paymentMethodId: paymentMethodIdSchema.optional(),
});
export type PayBooking = z.infer<typeof payBookingSchema>;

export const SHARE_STATUSES = ['pending', 'paid', 'declined', 'expired'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const shareSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string(),
  }),
  amountCents: z.number().int(),
  status: z.enum(SHARE_STATUSES),
});
export type Share = z.infer<typeof shareSchema>;

export const BOOKING_STATUSES = ['paid', 'cancelled'] as const;

/** A paid court booking as its owner (or an invitee) sees it. */
export const courtBookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  stadium: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  sport: z.string(),
  court: z.object({ id: z.string(), name: z.string(), number: z.number().int() }),
  date: z.string(),
  time: z.string(),
  durationHours: z.number().int(),
  priceCents: z.number().int(),
  paymentMethod: z.enum(COURT_PAYMENT_METHODS),
  /** what the owner has been refunded (shares paid by friends, or a cancellation) */
  refundedCents: z.number().int(),
  /** the owner's part after friends' paid shares: priceCents - refundedCents while paid */
  owner: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string(),
  }),
  shares: z.array(shareSchema),
  /** true while cancelling would refund everything */
  fullRefundIfCancelled: z.boolean(),
  createdAt: z.string(),
});
export type CourtBooking = z.infer<typeof courtBookingSchema>;

/** GET /user/court/bookings: the caller's own bookings and the shares they were invited to. */
export const myCourtBookingsSchema = z.object({
  upcoming: z.array(courtBookingSchema),
  past: z.array(courtBookingSchema),
  /** bookings by others in which the caller has a share */
  invitations: z.array(courtBookingSchema),
});
export type MyCourtBookings = z.infer<typeof myCourtBookingsSchema>;

export const bookingParamsSchema = z.object({
  id: z.uuid({ error: 'id must be the id of a booking' }),
});

/** What the player was told cancelling refunds: 'full' (everything) or 'none'. */
export const EXPECTED_REFUNDS = ['full', 'none'] as const;
export type ExpectedRefund = (typeof EXPECTED_REFUNDS)[number];

/**
 * DELETE /user/court/bookings/{id}?expectRefund=full|none: the refund the dialog promised. When
 * the server's policy now says otherwise (the booking came within FULL_REFUND_HOURS_BEFORE of
 * its start while the dialog was open) it cancels nothing and answers REFUND_POLICY_CHANGED.
 */
export const cancelBookingQuerySchema = z.object({
  expectRefund: z
    .enum(EXPECTED_REFUNDS, {
      error: `expectRefund must be one of: ${EXPECTED_REFUNDS.join(', ')}`,
    })
    .optional(),
});
export type CancelBookingQuery = z.infer<typeof cancelBookingQuerySchema>;

export const shareParamsSchema = z.object({
  shareId: z.uuid({ error: 'shareId must be the id of a share' }),
});

/** POST /user/court/bookings/{id}/split */
export const splitBookingSchema = z.object({
  friendIds: z
    .array(z.uuid({ error: 'friendIds must be ids of players' }))
    .min(1, 'Choose at least one friend')
    .max(SPLIT_MAX_FRIENDS, `Split with at most ${SPLIT_MAX_FRIENDS} friends`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each friend once')
    .meta({ description: 'Each friend once: players the caller follows' }),
});
export type SplitBooking = z.infer<typeof splitBookingSchema>;

/** POST /user/court/shares/{shareId}/pay (with an Idempotency-Key header); the body is optional. */
export const payShareSchema = z.object({
  /** without it the default saved card pays */
  paymentMethodId: paymentMethodIdSchema.optional(),
});
export type PayShare = z.infer<typeof payShareSchema>;

/** DELETE /user/court/bookings/{id}: what was refunded. */
export const cancellationSchema = z.object({
  id: z.string(),
  status: z.literal('cancelled'),
  refundedCents: z.number().int(),
  /** friends' paid shares refunded to them */
  sharesRefundedCents: z.number().int(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** Pushed to the owner and every invitee (`user:<id>`) when a booking or one of its shares changes. */
export const courtBookingChangedSchema = z.object({
  booking: courtBookingSchema,
});
