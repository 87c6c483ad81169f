import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';
import { TWO_CHARACTERS_AFTER_TRIMMING } from './documented-text.ts';
import { SIGNUP_SPORTS } from './sports.ts';

export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  firstName: 'First name must be at least 2 characters',
  firstNameTooLong: `First name must be at most ${TEXT_LIMITS.personName} characters`,
  lastName: 'Last name must be at least 2 characters',
  lastNameTooLong: `Last name must be at most ${TEXT_LIMITS.personName} characters`,
  confirmPassword: 'Passwords do not match',
  phone: 'Please enter a valid mobile number',
  age: 'Please enter a valid age',
  height: 'Please enter a valid height',
  weight: 'Please enter a valid weight',
  sportPreferences: 'Please select at least one sport preference',
  unknownSport: `Choose sports from: ${SIGNUP_SPORTS.join(', ')}`,
  duplicateEmail: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

/** An email as sign-up and sign-in take it: trimmed and lower-cased, then checked. */
export const emailField = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.email)
  .pipe(z.email({ error: AUTH_MESSAGES.email }))
  .meta({ format: 'email', description: 'Trimmed and lower-cased before it is checked' });

/** A new password: the sign-up rules and messages. */
export const passwordField = z
  .string({ error: AUTH_MESSAGES.password })
  .min(6, AUTH_MESSAGES.password)
  .max(128, AUTH_MESSAGES.passwordTooLong);

/** The ranges of the sign-up form's numbers (age in years, height in metres, weight in kg). */
export const MEASUREMENT_RANGES = {
  age: { min: 1, max: 120, integer: true },
  height: { min: 0.5, max: 2.8, integer: false },
  weight: { min: 10, max: 400, integer: false },
} as const;

/** The longest text a number field accepts ("1.75" needs 4): longer text is refused unread. */
export const MEASUREMENT_TEXT_MAX = 12;

/** Numbers typed into text inputs: accepts "1.8" or 1.8, checks the range, keeps a number. */
function measurement(
  message: string,
  { min, max, integer }: (typeof MEASUREMENT_RANGES)[keyof typeof MEASUREMENT_RANGES],
) {
  const numberType = integer ? 'integer' : 'number';
  return z
    .union([z.string().max(MEASUREMENT_TEXT_MAX, message), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, message))
    .transform((value) => Number(value))
    .pipe(
      (integer ? z.number().int(message) : z.number({ error: message }))
        .min(min, message)
        .max(max, message),
    )
    .meta({
      description: `${min} to ${max}, as a number or as its text (the same range applies)`,
      anyOf: [
        { type: numberType, minimum: min, maximum: max },
        {
          type: 'string',
          pattern: integer ? '^\\d+$' : '^\\d+(\\.\\d+)?$',
          maxLength: MEASUREMENT_TEXT_MAX,
        },
      ],
    });
}

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginInput = z.input<typeof loginSchema>;

const sportPreferences = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z
      .array(z.enum(SIGNUP_SPORTS, { error: AUTH_MESSAGES.unknownSport }), {
        error: AUTH_MESSAGES.sportPreferences,
      })
      .min(1, AUTH_MESSAGES.sportPreferences)
      .transform((sports) => [...new Set(sports)]),
  )
  .meta({
    description: 'Repeats are dropped; a form may also send the list as JSON text',
  });

export const registerSchema = z
  .object({
    firstName: z
      .string({ error: AUTH_MESSAGES.firstName })
      .trim()
      .min(2, AUTH_MESSAGES.firstName)
      .max(TEXT_LIMITS.personName, AUTH_MESSAGES.firstNameTooLong)
      .meta({ pattern: TWO_CHARACTERS_AFTER_TRIMMING, description: 'Trimmed' }),
    lastName: z
      .string({ error: AUTH_MESSAGES.lastName })
      .trim()
      .min(2, AUTH_MESSAGES.lastName)
      .max(TEXT_LIMITS.personName, AUTH_MESSAGES.lastNameTooLong)
      .meta({ pattern: TWO_CHARACTERS_AFTER_TRIMMING, description: 'Trimmed' }),
    email: emailField,
    password: passwordField,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmPassword })
      .max(128, AUTH_MESSAGES.confirmPassword)
      .meta({ description: 'Must equal password' }),
    phone: z
      .string({ error: AUTH_MESSAGES.phone })
      .trim()
      .min(10, AUTH_MESSAGES.phone)
      .max(20, AUTH_MESSAGES.phone)
      .regex(PHONE_PATTERN, AUTH_MESSAGES.phone)
      .meta({
        // The documented form has no spaces at either end, so its length is the checked one.
        pattern: '^\\+?[0-9()-](?:[0-9 ()-]*[0-9()-])?$',
        description: 'Trimmed; digits, spaces, brackets and dashes, with an optional leading +',
      }),
    age: measurement(AUTH_MESSAGES.age, MEASUREMENT_RANGES.age),
    height: measurement(AUTH_MESSAGES.height, MEASUREMENT_RANGES.height),
    weight: measurement(AUTH_MESSAGES.weight, MEASUREMENT_RANGES.weight),
    sportPreferences,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.confirmPassword,
    path: ['confirmPassword'],
  });
/** What the sign-up form holds (age, height and weight are typed as text). */
export type RegisterInput = z.input<typeof registerSchema>;
/** What the server stores after validation. */
export type RegisterData = z.output<typeof registerSchema>;

/** `data` of login and register is the signed token. */
export const tokenSchema = z.string();

/** Claims the API puts in every token (HS256, with `exp`). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  firstName: z.string(),
  email: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
  /** the account's session version when the token was issued; a newer one voids it */
  sv: z.number().int().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
