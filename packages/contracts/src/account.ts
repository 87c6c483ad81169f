import { z } from 'zod';
import { AUTH_MESSAGES, emailField, passwordField } from './auth.ts';

/** The texts of the account's own flows: forgotten password, verification, sessions, deletion. */
export const ACCOUNT_MESSAGES = {
  forgotSent: 'If an account exists for that email, we have sent a link',
  passwordReset: 'Your password has been changed and you are signed in',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  currentPassword: 'Please enter your current password',
  emailVerified: 'Your email address is verified',
  verificationSent: 'We have sent you a new link',
  signedOutEverywhere: 'You have been signed out everywhere',
  accountPassword: 'Please enter your password',
  accountDeleted: 'Your account has been deleted',
  tokenMissing: 'This link is not complete. Open it again from the email.',
} as const;

/** How long a password-reset link works. */
export const RESET_LINK_HOURS = 1;
/** How long an email-verification link works. */
export const VERIFY_LINK_DAYS = 7;

/** A link's token as the mail carries it: base64url text, refused unread when far too long. */
const linkToken = z
  .string({ error: ACCOUNT_MESSAGES.tokenMissing })
  .trim()
  .min(1, ACCOUNT_MESSAGES.tokenMissing)
  .max(200, ACCOUNT_MESSAGES.tokenMissing);

const confirmPassword = z
  .string({ error: AUTH_MESSAGES.confirmPassword })
  .max(128, AUTH_MESSAGES.confirmPassword)
  .meta({ description: 'Must equal password' });

const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
const mismatch = { message: AUTH_MESSAGES.confirmPassword, path: ['confirmPassword'] };

/** POST /api/v1/auth/password/forgot */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/v1/auth/password/reset: data is a new token. */
export const resetPasswordSchema = z
  .object({ token: linkToken, password: passwordField, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/v1/auth/email/verify */
export const verifyEmailSchema = z.object({ token: linkToken });

/** PUT /api/v1/user/password: data is a new token for this device. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPassword })
      .min(1, ACCOUNT_MESSAGES.currentPassword)
      .max(128, ACCOUNT_MESSAGES.currentPassword),
    password: passwordField,
    confirmPassword,
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** DELETE /api/v1/user/account */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.accountPassword })
    .min(1, ACCOUNT_MESSAGES.accountPassword)
    .max(128, ACCOUNT_MESSAGES.accountPassword),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/**
 * 409 ORGANISER_HAS_PLAYERS names the socials in its message, and lists them in `details`, one
 * per social: `path` is `socials.<category>.<id>` (what the social's page needs), `message` its
 * name.
 */
export const blockingSocialPath = (social: { category: string; id: string }) =>
  `socials.${social.category}.${social.id}`;

/** A detail's social, or undefined for a detail of another kind. */
export function blockingSocialOf(detail: { path: string; message: string }) {
  const [kind, category, id] = detail.path.split('.');
  if (kind !== 'socials' || !category || !id) return undefined;
  return { category, id, name: detail.message };
}

/** The name a deleted account's messages and past socials show. */
export const DELETED_PLAYER_NAME = 'Deleted player';

/** The version of GET /api/v1/user/export's document; a change to its shape raises it. */
export const ACCOUNT_EXPORT_FORMAT = 1;

/** The file a person's data downloads as: `betterplay-data-<YYYY-MM-DD>.json`. */
export const accountExportFileName = (date: string) => `betterplay-data-${date}.json`;

const instant = z.string().datetime({ offset: true });
const exportedPerson = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
/** The social a place, request or line was for, as it is now. */
const exportedSocialRef = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD: the first (or only) day */
  date: z.string(),
  /** HH:MM:SS, local */
  time: z.string(),
});
const exportedCourt = {
  stadium: z.string(),
  court: z.string(),
  sport: z.string(),
  startsAt: instant,
  endsAt: instant,
};

/**
 * GET /api/v1/user/export: everything the account holds about its person, as one JSON file.
 * No password hash, session version, payment-provider id or card number is ever part of it.
 */
export const accountExportSchema = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT),
    exportedAt: instant,
    profile: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      emailVerifiedAt: instant.nullable(),
      phone: z.string(),
      age: z.number().int().nullable(),
      /** metres */
      height: z.number().nullable(),
      /** kilograms */
      weight: z.number().nullable(),
      avatar: z.string(),
      visibility: z.enum(['public', 'private']),
      sportPreferences: z.array(z.string()),
      createdAt: instant,
    }),
    socialsOrganised: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        category: z.string(),
        venue: z.string(),
        address: z.string(),
        date: z.string(),
        time: z.string(),
        eventType: z.string(),
        recurrenceDay: z.number().int().nullable(),
        capacity: z.number().int(),
        priceCents: z.number().int(),
        level: z.string(),
        attendees: z.number().int(),
        createdAt: instant,
      }),
    ),
    /** places held at socials */
    places: z.array(
      z.object({
        id: z.string(),
        social: exportedSocialRef,
        pricePaidCents: z.number().int(),
        bookedAt: instant,
      }),
    ),
    joinRequests: z.array(
      z.object({
        id: z.string(),
        social: exportedSocialRef,
        message: z.string(),
        status: z.string(),
        createdAt: instant,
        decidedAt: instant.nullable(),
      }),
    ),
    /** the socials' lines the person is in */
    waitlist: z.array(
      z.object({ social: exportedSocialRef, message: z.string(), joinedAt: instant }),
    ),
    waitlistOffers: z.array(
      z.object({
        id: z.string(),
        social: exportedSocialRef,
        status: z.string(),
        expiresAt: instant,
        createdAt: instant,
        endedAt: instant.nullable(),
      }),
    ),
    /** the person's own court bookings (paid or cancelled), each with the shares they asked for */
    courtBookings: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        ...exportedCourt,
        priceCents: z.number().int(),
        paymentMethod: z.string().nullable(),
        refundedCents: z.number().int(),
        createdAt: instant,
        paidAt: instant.nullable(),
        cancelledAt: instant.nullable(),
        shares: z.array(
          z.object({
            id: z.string(),
            friend: exportedPerson,
            amountCents: z.number().int(),
            status: z.string(),
          }),
        ),
      }),
    ),
    /** shares of other people's court bookings the person was asked to pay */
    courtShares: z.array(
      z.object({
        id: z.string(),
        bookingId: z.string(),
        owner: exportedPerson,
        ...exportedCourt,
        amountCents: z.number().int(),
        status: z.string(),
        invitedAt: instant,
        decidedAt: instant.nullable(),
      }),
    ),
    /** what the person paid or had held on their card: amounts and statuses, never a card */
    payments: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        description: z.string(),
        amountCents: z.number().int(),
        refundedCents: z.number().int(),
        status: z.string(),
        createdAt: instant,
      }),
    ),
    /** the players the person added as friends */
    friends: z.array(exportedPerson.extend({ addedAt: instant })),
    /** the chat messages the person sent */
    messages: z.array(
      z.object({ id: z.string(), conversationId: z.string(), body: z.string(), sentAt: instant }),
    ),
  })
  .describe('Every piece of data the account holds, as the downloaded file');
export type AccountExport = z.infer<typeof accountExportSchema>;
