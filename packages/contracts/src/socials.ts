import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';
import { NOT_BLANK } from './documented-text.ts';
import { SOCIAL_SPORTS } from './sports.ts';

export const EVENT_TYPES = ['oneTime', 'daily', 'weekly', 'monthly'] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
/** Values of the socials list's type filter. */
export const SOCIAL_TYPE_FILTERS = ['all', 'oneTime', 'weekly', 'monthly'] as const;
export const SOCIAL_CATEGORIES = SOCIAL_SPORTS.map((sport) => sport.toLowerCase()) as [
  string,
  ...string[],
];
export const SOCIALS_PAGE_SIZE = 5;
/**
 * The socials list reaches this many matches at most: pages beyond answer no socials, and a
 * larger total is reported as this number with `totalCapped` (the server never counts further).
 */
export const SOCIALS_LIST_REACH = 1000;

export const personSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'avatar.png' or '' means no picture: show initials */
  avatar: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const attendeeSchema = personSchema.extend({ email: z.string() });
export type Attendee = z.infer<typeof attendeeSchema>;

/** A social as every screen sees it; `price` is in dollars (kept in cents by the server). */
export const socialSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Capitalised sport name, e.g. 'Badminton' */
  sport: z.string(),
  venue: z.string(),
  address: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM:SS */
  time: z.string(),
  eventType: z.enum(EVENT_TYPES),
  capacity: z.number().int(),
  price: z.number(),
  level: z.enum(LEVELS),
  recurrenceDay: z.number().int().nullable(),
  recurrenceWeekday: z.boolean().nullable(),
  /** places taken */
  attendees: z.number().int(),
  /** places held for waitlist offers still open: they count against capacity too */
  held: z.number().int(),
  /** players in the social's waiting line */
  waiting: z.number().int(),
  /** a one-time social whose start has passed, by the server's clock and time zone */
  isPast: z.boolean(),
  organizer: personSchema,
});
export type Social = z.infer<typeof socialSchema>;

export const socialListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(TEXT_LIMITS.search, `q must be at most ${TEXT_LIMITS.search} characters`)
    .optional(),
  type: z
    .enum(SOCIAL_TYPE_FILTERS, { error: `type must be one of: ${SOCIAL_TYPE_FILTERS.join(', ')}` })
    .default('all'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be between 1 and 100')
    .max(100, 'pageSize must be between 1 and 100')
    .default(SOCIALS_PAGE_SIZE),
});
export type SocialListQuery = z.input<typeof socialListQuerySchema>;

export const socialPageSchema = z.object({
  data: z.array(socialSchema),
  /** matches, counted up to SOCIALS_LIST_REACH */
  total: z.number().int(),
  /** true when more than `total` socials match: only the first `total` can be paged to */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SocialPage = z.infer<typeof socialPageSchema>;

export const socialBookingSchema = z.object({
  id: z.string(),
  bookingDate: z.string(),
  user: attendeeSchema,
});

/** The organiser's own socials, with who holds a place. */
export const organizerSocialSchema = socialSchema.extend({
  socialBookings: z.array(socialBookingSchema),
});
export type OrganizerSocial = z.infer<typeof organizerSocialSchema>;

const HH_MM_SS = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const YYYY_MM_DD = /^\d{4}-\d{2}-\d{2}$/;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `Enter the ${field.toLowerCase()}` })
    .trim()
    .min(1, `Enter the ${field.toLowerCase()}`)
    .max(max, `${field} must be at most ${max} characters`)
    .meta({ pattern: NOT_BLANK, description: 'Trimmed; must not be blank' });

/** POST /organizer/social, the product's event create payload with its rules. */
export const createSocialSchema = z
  .object({
    name: requiredText('Name', TEXT_LIMITS.socialName),
    venue: requiredText('Venue', TEXT_LIMITS.venue),
    address: z
      .string({ error: 'Address must be text' })
      .trim()
      .max(TEXT_LIMITS.address, `Address must be at most ${TEXT_LIMITS.address} characters`)
      .default(''),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(
        TEXT_LIMITS.description,
        `Description must be at most ${TEXT_LIMITS.description} characters`,
      )
      .default(''),
    category: z.enum(SOCIAL_CATEGORIES, {
      error: (issue) =>
        typeof issue.input === 'string'
          ? `Choose a sport: ${SOCIAL_CATEGORIES.join(', ')}`
          : 'Choose a sport',
    }),
    date: z
      .string({ error: 'Choose a date' })
      .regex(YYYY_MM_DD, 'Choose a date')
      .refine(
        // Round-tripping rejects dates like 2026-02-31 that Date.parse would roll over.
        (value) => {
          const parsed = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
        },
        'Choose a real date',
      )
      .meta({
        format: 'date',
        description: "A real date, today or later in the server's time zone",
      }),
    time: z
      .string({ error: 'Choose a time' })
      .regex(HH_MM_SS, 'Time must be HH:MM:SS (24-hour)')
      .meta({
        description: 'HH:MM:SS, 24-hour, at the venue; for a social today, later than now',
      }),
    capacity: z
      .number({ error: 'Enter the capacity as a number' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(1000, 'Capacity must be at most 1000'),
    price: z
      .number({ error: 'Enter the price as a number' })
      .min(0, 'Price cannot be negative')
      .max(10_000, 'Price must be at most 10000')
      .refine(
        (value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000),
        'Price must have at most 2 decimals',
      )
      .meta({ multipleOf: 0.01, description: 'In dollars, at most 2 decimals' }),
    eventType: z.enum(EVENT_TYPES, {
      error: `Event type must be one of: ${EVENT_TYPES.join(', ')}`,
    }),
    level: z.enum(LEVELS, { error: `Level must be one of: ${LEVELS.join(', ')}` }),
    recurrenceDay: z
      .number({ error: 'recurrenceDay must be a number or null' })
      .int('recurrenceDay must be a whole number')
      .nullable()
      .default(null)
      .meta({
        description:
          'Weekly: the weekday it repeats on, 1 (Monday) to 7. Monthly: the day of the month, ' +
          '1 to 30. Otherwise null.',
      }),
    recurrenceWeekday: z
      .literal(true, { error: 'recurrenceWeekday must be true or null' })
      .nullable()
      .default(null)
      .meta({ description: 'true for weekly and monthly socials, otherwise null' }),
  })
  .superRefine((social, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (social.eventType === 'weekly') {
      if (social.recurrenceDay === null || social.recurrenceDay < 1 || social.recurrenceDay > 7)
        issue('recurrenceDay', 'Choose the day of the week it repeats on');
    } else if (social.eventType === 'monthly') {
      if (social.recurrenceDay === null || social.recurrenceDay < 1 || social.recurrenceDay > 30)
        issue('recurrenceDay', 'Choose the day of the month it repeats on');
    } else if (social.recurrenceDay !== null) {
      issue('recurrenceDay', 'recurrenceDay must be null unless the social is weekly or monthly');
    }
    const recurring = social.eventType === 'weekly' || social.eventType === 'monthly';
    if (recurring && social.recurrenceWeekday !== true)
      issue('recurrenceWeekday', 'recurrenceWeekday must be true for weekly and monthly socials');
    if (!recurring && social.recurrenceWeekday !== null)
      issue(
        'recurrenceWeekday',
        'recurrenceWeekday must be null unless the social is weekly or monthly',
      );
  });
export type CreateSocialInput = z.input<typeof createSocialSchema>;
export type CreateSocialData = z.output<typeof createSocialSchema>;

/** A social's group (the chat's 'Social Chat' tab): its organiser and everyone with a place. */
export const socialGroupSchema = z.object({
  id: z.string(),
  title: z.string(),
  avatar: z.string(),
  description: z.string(),
  socialId: z.string(),
  members: z.number().int(),
  participants: z.array(z.object({ user: attendeeSchema })),
  lastMessage: z.string().nullable(),
  time: z.string().nullable(),
});
export type SocialGroup = z.infer<typeof socialGroupSchema>;

export const bookPlaceSchema = z.object({
  socialId: z.uuid({ error: 'socialId must be the id of a social' }),
});

/**
 * GET /socials/:id/going: who has a place, as the asker may see it. Only the asker's friends
 * are named (friends first is all a stranger needs); everyone else is a number.
 */
export const socialGoingSchema = z.object({
  /** places taken, the asker's own included */
  total: z.number().int(),
  /** how many of the asker's friends have a place */
  friends: z.number().int(),
  /** up to four of those friends, soonest booked first */
  people: z.array(personSchema),
});
export type SocialGoing = z.infer<typeof socialGoingSchema>;
