import { z } from 'zod';
import { AUTH_MESSAGES, MEASUREMENT_RANGES, MEASUREMENT_TEXT_MAX, registerSchema } from './auth.ts';
import { SIGNUP_SPORTS } from './sports.ts';

export const visibilitySchema = z.enum(['public', 'private']);
export type Visibility = z.infer<typeof visibilitySchema>;

export const userProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** whether the email's verification link was followed (or verification is off) */
  emailVerified: z.boolean(),
  phone: z.string(),
  age: z.number().int().nullable(),
  /** metres */
  height: z.number().nullable(),
  /** kilograms */
  weight: z.number().nullable(),
  /** file name or URL; 'avatar.png' or '' means no picture */
  avatar: z.string(),
  visibility: visibilitySchema,
  sportPreferences: z.array(z.string()),
  stripeCustomerId: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * Another player's profile (GET /users/{id}). Email and phone are never part of it; a private
 * profile is only its name and picture, so its details never leave the server.
 */
const publicDetails = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  visibility: z.literal('public'),
  age: z.number().int().nullable(),
  /** metres */
  height: z.number().nullable(),
  /** kilograms */
  weight: z.number().nullable(),
  sportPreferences: z.array(z.string()),
});
const privateDetails = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  visibility: z.literal('private'),
});
export const publicProfileSchema = z.discriminatedUnion('visibility', [
  publicDetails,
  privateDetails,
]);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const userIdPathSchema = z.object({
  id: z.uuid({ error: 'id must be the id of a player' }),
});

/** Where avatars are served; users.avatar holds this path followed by the file's name. */
export const AVATARS_PATH = '/api/v1/files/avatars/';
/** The largest photo the profile accepts. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** What the photo field offers; the server checks the bytes, not the name or declared type. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

const { age, height, weight } = MEASUREMENT_RANGES;

export const PROFILE_MESSAGES = {
  age: `Age must be a whole number from ${age.min} to ${age.max}`,
  height: `Height must be between ${height.min} and ${height.max} metres`,
  weight: `Weight must be between ${weight.min} and ${weight.max} kg`,
  visibility: "Visibility must be 'public' or 'private'",
  sportPreferences: 'sportPreferences must be a JSON list of sports, such as ["Tennis"]',
  unknownSport: AUTH_MESSAGES.unknownSport,
  avatar: 'Send the photo as a file in the field avatar',
  saved: 'Profile updated',
} as const;

/** A number sent as form text ("1.75") or as a number, checked against its range. */
function measurement(
  message: string,
  { min, max, integer }: (typeof MEASUREMENT_RANGES)[keyof typeof MEASUREMENT_RANGES],
) {
  const pattern = integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  return (
    z
      .union([z.string().max(MEASUREMENT_TEXT_MAX, message), z.number()], { error: message })
      // Plain decimal text only: Number() would also take "0x10", "1e2" or "".
      .transform((value) => {
        if (typeof value === 'number') return value;
        const text = value.trim();
        return pattern.test(text) ? Number(text) : NaN;
      })
      .pipe(
        (integer ? z.number({ error: message }).int(message) : z.number({ error: message }))
          .min(min, message)
          .max(max, message),
      )
      .meta({
        description: `${min} to ${max}, as text (a form field) or as a number`,
        anyOf: [
          { type: integer ? 'integer' : 'number', minimum: min, maximum: max },
          { type: 'string', pattern: pattern.source, maxLength: MEASUREMENT_TEXT_MAX },
        ],
      })
  );
}

/** The sports list as the form sends it: JSON text. An empty list is allowed on the profile. */
const sportPreferencesText = z
  .string({ error: PROFILE_MESSAGES.sportPreferences })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: PROFILE_MESSAGES.sportPreferences });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.enum(SIGNUP_SPORTS, { error: PROFILE_MESSAGES.unknownSport }), {
        error: PROFILE_MESSAGES.sportPreferences,
      })
      .max(SIGNUP_SPORTS.length * 4, PROFILE_MESSAGES.sportPreferences)
      .transform((sports) => [...new Set(sports)]),
  )
  .meta({
    description: `JSON text of a list of sports from: ${SIGNUP_SPORTS.join(', ')}; repeats are dropped`,
    example: '["Badminton","Tennis"]',
  });

/**
 * The text fields of PUT /user/profile (multipart/form-data). Every field is optional: one not
 * sent keeps its value. Email cannot be changed, so an `email` field is ignored. Height is in
 * metres and weight in kilograms, as at sign-up; the web shows feet and pounds.
 */
export const profileUpdateFieldsSchema = z.object({
  firstName: registerSchema.shape.firstName.optional(),
  lastName: registerSchema.shape.lastName.optional(),
  phone: registerSchema.shape.phone.optional(),
  age: measurement(PROFILE_MESSAGES.age, age).optional(),
  height: measurement(PROFILE_MESSAGES.height, height).optional(),
  weight: measurement(PROFILE_MESSAGES.weight, weight).optional(),
  visibility: z.enum(['public', 'private'], { error: PROFILE_MESSAGES.visibility }).optional(),
  sportPreferences: sportPreferencesText.optional(),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFieldsSchema>;
export type ProfileChanges = z.output<typeof profileUpdateFieldsSchema>;
