import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';
import { sendMessageSchema } from './chat.ts';

/** Sports with coaches (the /training page), as shown. */
export const TRAINING_SPORTS = ['Badminton', 'Basketball', 'Tennis'] as const;
export type TrainingSport = (typeof TRAINING_SPORTS)[number];
/** The path segment of each: /training/{sportId}. */
export const TRAINING_SPORT_IDS = TRAINING_SPORTS.map((sport) => sport.toLowerCase()) as [
  string,
  ...string[],
];

/**
 * 'price': the cheapest first (a venue by its cheapest coach). 'name': by the coach's name (a
 * venue by the first of its coaches in that order). Either way each venue lists its coaches in
 * the same order, so the names the sort went by are the ones a card shows first.
 */
export const TRAINING_SORTS = ['price', 'name'] as const;
export type TrainingSort = (typeof TRAINING_SORTS)[number];

const sortSchema = z
  .enum(TRAINING_SORTS, { error: `sort must be one of: ${TRAINING_SORTS.join(', ')}` })
  .default('price');

/** GET /training/{sport}: search by venue name or address, and the order. */
export const trainingVenuesQuerySchema = z.object({
  venue: z
    .string({ error: 'venue must be text' })
    .trim()
    .max(TEXT_LIMITS.search, `Search with at most ${TEXT_LIMITS.search} characters`)
    .default(''),
  sort: sortSchema,
});
export type TrainingVenuesQuery = z.input<typeof trainingVenuesQuerySchema>;

/** GET /training/{sport}/venues/{venueId}: the order of the coaches. */
export const trainingVenueQuerySchema = z.object({ sort: sortSchema });

/** A coach as lists show them (venue cards and the venue page). */
export const coachSummarySchema = z.object({
  /** the coach's user id: an enquiry opens the direct conversation with this user */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.string(),
  qualification: z.string(),
  ratePerHourCents: z.number().int(),
  /** '' means no picture: show initials */
  image: z.string(),
});
export type CoachSummary = z.infer<typeof coachSummarySchema>;

const venueFields = {
  /** URL slug: /training/{sport}/venue/{id} */
  id: z.string(),
  name: z.string(),
  address: z.string(),
};

/** A venue card on /training/{sport}: its coaches of that sport, in the order asked for. */
export const trainingVenueCardSchema = z.object({
  ...venueFields,
  coaches: z.array(coachSummarySchema),
  /** the cheapest and dearest coach's rate; null without coaches */
  minRatePerHourCents: z.number().int().nullable(),
  maxRatePerHourCents: z.number().int().nullable(),
});
export type TrainingVenueCard = z.infer<typeof trainingVenueCardSchema>;

/** The venue page: the venue and its coaches of the sport. */
export const trainingVenueSchema = z.object({
  ...venueFields,
  /** lower-case sport ids the venue offers training in */
  sports: z.array(z.string()),
  coaches: z.array(coachSummarySchema),
});
export type TrainingVenue = z.infer<typeof trainingVenueSchema>;

/** The coach profile page. */
export const coachProfileSchema = coachSummarySchema.extend({
  bio: z.string(),
  /** lines such as 'Mon 6:00 PM - 9:00 PM' */
  schedule: z.array(z.string()),
  /** lower-case sport ids */
  sports: z.array(z.string()),
  venue: z.object(venueFields),
});
export type CoachProfile = z.infer<typeof coachProfileSchema>;

/** The enquiry dialog: its message goes into the direct conversation with the coach. */
export const coachEnquirySchema = z.object({ message: sendMessageSchema.shape.body });
export type CoachEnquiry = z.infer<typeof coachEnquirySchema>;
