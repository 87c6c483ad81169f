import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.ts';

type Message = string | ((params: Record<string, string>) => string);
type Entry = { status: number; message: Message };

/**
 * Every failure the API answers with: its code, HTTP status and the message people see (the
 * failure envelope's `message`). The server throws these by code; the web can branch on them.
 */
export const ERRORS = {
  // Requests the server cannot read.
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid' },
  INVALID_VALUE: { status: 400, message: 'A value in the request cannot be stored' },
  BAD_REQUEST: { status: 400, message: 'The request could not be read' },
  BODY_TOO_LARGE: { status: 413, message: 'The request is too large' },
  URL_TOO_LONG: { status: 414, message: 'The address is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The body must be JSON' },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: ({ method = 'GET', path = '' }) => `No route for ${method} ${path}`,
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: ({ method = 'GET', path = '', allowed = '' }) =>
      `${method} is not allowed on ${path}. Allowed: ${allowed}`,
  },
  // Accounts and sessions.
  UNAUTHORIZED: { status: 401, message: 'Please sign in to continue.' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  ACCOUNT_GONE: {
    status: 401,
    message: 'Your account no longer exists. Please sign up again.',
  },
  INVALID_CREDENTIALS: { status: 401, message: AUTH_MESSAGES.invalidCredentials },
  EMAIL_TAKEN: { status: 409, message: AUTH_MESSAGES.duplicateEmail },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This link has expired or has already been used. Ask for a new one.',
  },
  VERIFY_TOKEN_INVALID: {
    status: 400,
    message: 'This link has expired or has already been used. Send a new one from the app.',
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Your email address is already verified' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message:
      'Verify your email address first: open the link we sent you, or choose Resend on the banner for a new one.',
  },
  WRONG_PASSWORD: { status: 403, message: 'That password is not right' },
  ORGANISER_HAS_PLAYERS: {
    status: 409,
    message: ({ socials = '' }) =>
      `Other players are going to socials you organise: ${socials}. Remove them or wait until these socials have taken place, then delete your account.`,
  },
  RATE_LIMITED: {
    status: 429,
    message: ({ wait = 'a minute' }) => `Too many attempts. Please wait ${wait} and try again.`,
  },
  // Socials.
  UNKNOWN_SPORT: {
    status: 404,
    message: ({ category = '', choices = '' }) =>
      `There are no socials for "${category}". Choose one of: ${choices}`,
  },
  SOCIAL_NOT_FOUND: { status: 404, message: 'Social not found' },
  // Calendar feeds: a wrong, old (reset) or malformed address.
  CALENDAR_NOT_FOUND: {
    status: 404,
    message: 'No calendar at this address. Copy the current one from your profile.',
  },
  // Web push: an endpoint the server will not post to, and one it does not know.
  PUSH_ENDPOINT_REFUSED: {
    status: 400,
    message: ({ reason = 'The push endpoint is not allowed' }) => reason,
  },
  PUSH_SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'This device is not subscribed to push' },
  SOCIAL_DATE_PAST: { status: 400, message: 'Choose a date that is today or later' },
  SOCIAL_TIME_PAST: { status: 400, message: 'Choose a time later than now' },
  SOCIAL_PAST: { status: 400, message: 'This social has already taken place' },
  SOCIAL_FULL: { status: 409, message: 'This social is full' },
  // Join requests.
  ORGANIZER_MISMATCH: {
    status: 400,
    message: 'organizerId is not the organiser of this social',
  },
  OWN_SOCIAL: {
    status: 403,
    message: 'You organise this social, so you cannot ask to join it',
  },
  ALREADY_ATTENDING: { status: 409, message: 'You already have a place in this social' },
  ALREADY_REQUESTED: { status: 409, message: 'You have already asked to join this social' },
  REQUEST_RECENTLY_REJECTED: {
    status: 409,
    message: ({ wait = 'later' }) =>
      `The organiser turned down your last request to join this social. You can ask again ${wait}.`,
  },
  JOIN_REQUEST_NOT_FOUND: { status: 404, message: 'Join request not found' },
  NOT_ORGANIZER: {
    status: 403,
    message: 'Only the organiser of this social can decide on its requests',
  },
  REQUEST_ALREADY_DECIDED: {
    status: 409,
    message: ({ status = 'decided' }) => `This request was already ${status}`,
  },
  SOCIAL_FULL_ON_ACCEPT: {
    status: 409,
    message: 'This social is full, so the request cannot be accepted',
  },
  PLAYER_ALREADY_ATTENDING: {
    status: 409,
    message: 'This player already has a place in this social',
  },
  // Waitlists and giving places up.
  SOCIAL_NOT_FULL: {
    status: 409,
    message: 'This social still has a place: ask to join it instead',
  },
  WAITLIST_CLOSED: {
    status: 409,
    message: 'This social has already taken place, so its waitlist is closed',
  },
  ALREADY_WAITING: { status: 409, message: 'You are already on the waitlist for this social' },
  NOT_WAITING: { status: 404, message: 'You are not on the waitlist for this social' },
  WAITLIST_ENTRY_NOT_FOUND: { status: 404, message: 'This player is not on the waitlist' },
  OFFER_NOT_FOUND: { status: 404, message: 'Offer not found' },
  OFFER_EXPIRED: {
    status: 409,
    message: 'This offer has ended, so the place went to the next in line',
  },
  OFFER_ENDED: {
    status: 409,
    message: ({ status = 'ended' }) => `This offer was already ${status}`,
  },
  PLACE_NOT_FOUND: { status: 404, message: 'You have no place at this social' },
  PLAYER_NOT_ATTENDING: { status: 404, message: 'This player has no place at this social' },
  // Socket requests (answered in an ack's `error`).
  ROOM_REQUEST_INVALID: { status: 400, message: 'Send { room } with the name of a room' },
  ROOM_UNKNOWN: { status: 404, message: 'Unknown room' },
  ROOM_SIGN_IN_REQUIRED: { status: 401, message: 'Please sign in to follow these live updates.' },
  ROOMS_TOO_MANY: { status: 429, message: 'Too many rooms followed at once' },
  SOCKET_RATE_LIMITED: { status: 429, message: 'Too many requests: please slow down' },
  SOCKET_CONNECTIONS_LIMITED: {
    status: 429,
    message: 'Too many connections from this address: please wait a moment',
  },
  // People: profiles and uploads.
  USER_NOT_FOUND: { status: 404, message: 'Player not found' },
  FILE_REQUIRED: { status: 400, message: 'Choose an image file to upload' },
  FILE_NOT_IMAGE: {
    status: 400,
    message: 'The photo must be an image (JPEG, PNG, WebP, GIF or AVIF)',
  },
  FILE_TOO_LARGE: { status: 400, message: 'The photo must be at most 5 MB' },
  IMAGE_TOO_MANY_PIXELS: {
    status: 400,
    message: 'The photo has too many pixels: use one of at most 50 megapixels',
  },
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  /** PUT /user/profile takes a multipart form: its own 415, 400s for a form it cannot take */
  FORM_NOT_MULTIPART: { status: 415, message: 'Send the profile as multipart/form-data' },
  PHOTO_ONE_ONLY: { status: 400, message: 'Send one photo only, in the field avatar' },
  FORM_TOO_MANY_FIELDS: { status: 400, message: 'The form has too many fields' },
  FORM_UNREADABLE: { status: 400, message: 'The form could not be read' },
  // Friends.
  CANNOT_FRIEND_SELF: { status: 400, message: 'You cannot add yourself as a friend' },
  // Chat.
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  NOT_A_MEMBER: { status: 403, message: 'You are not a member of this conversation' },
  CANNOT_CHAT_WITH_SELF: { status: 400, message: 'You cannot start a conversation with yourself' },
  MESSAGES_RATE_LIMITED: {
    status: 429,
    message: 'You are sending messages too quickly. Please wait a few seconds.',
  },
  MESSAGE_CLIENT_ID_REUSED: {
    status: 409,
    message: 'This clientId was already used for a different message: send it with a new clientId',
  },
  // Training.
  UNKNOWN_TRAINING_SPORT: {
    status: 404,
    message: ({ sport = '', choices = '' }) =>
      `There is no training for "${sport}". Choose one of: ${choices}`,
  },
  TRAINING_VENUE_NOT_FOUND: { status: 404, message: 'Training venue not found' },
  COACH_NOT_FOUND: { status: 404, message: 'Coach not found' },
  // Courts and bookings.
  STADIUM_NOT_FOUND: { status: 404, message: 'Stadium not found' },
  UNKNOWN_STADIUM_SPORT: {
    status: 404,
    message: ({ sport = '', stadium = '', choices = '' }) =>
      `${stadium} has no courts for "${sport}". Choose one of: ${choices}`,
  },
  COURT_NOT_FOUND: { status: 404, message: 'Court not found' },
  COURT_UNAVAILABLE: { status: 409, message: 'This court is no longer available at that time' },
  SLOT_OUTSIDE_HOURS: {
    status: 400,
    message: ({ opensAt = '', closesAt = '' }) =>
      `Choose a time the stadium is open: bookings run from ${opensAt} to ${closesAt}`,
  },
  SLOT_IN_PAST: { status: 400, message: 'Choose a time later than now' },
  HOLD_NOT_FOUND: { status: 404, message: 'Hold not found' },
  TOO_MANY_HOLDS: {
    status: 429,
    message: ({ max = '2' }) =>
      `You are already holding ${max} courts. Pay for one or let it go before holding another.`,
  },
  HOLD_EXPIRED: {
    status: 409,
    message: 'Your hold on this court has expired. Please choose a time again.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This Idempotency-Key was already used for a different request',
  },
  BOOKING_NOT_FOUND: { status: 404, message: 'Booking not found' },
  BOOKING_ALREADY_PAID: { status: 409, message: 'This booking is already paid' },
  BOOKING_CANCELLED: { status: 409, message: 'This booking has been cancelled' },
  BOOKING_STARTED: { status: 409, message: 'This booking has already started' },
  /** DELETE /user/court/bookings/{id}?expectRefund=...: the player confirmed another refund */
  REFUND_POLICY_CHANGED: {
    status: 409,
    message: ({ refund = 'none' }) =>
      refund === 'full'
        ? 'The refund for this booking has changed: cancelling now refunds everything. Please confirm again.'
        : 'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.',
  },
  BOOKING_ALREADY_SPLIT: { status: 409, message: 'The cost of this booking is already split' },
  SPLIT_NOT_FRIENDS: { status: 400, message: 'You can split the cost only with your friends' },
  /** a friend chosen already has a pending or paid share of the booking */
  SPLIT_ALREADY_INVITED: {
    status: 409,
    message: 'A friend you chose is already invited to split this booking',
  },
  /** a friend whose earlier payment for the booking is kept for a refund (a lost race) */
  SHARE_NOT_REINVITABLE: {
    status: 409,
    message: 'A friend you chose cannot be invited to this booking again',
  },
  SHARE_NOT_FOUND: { status: 404, message: 'Share not found' },
  SHARE_NOT_PENDING: {
    status: 409,
    message: ({ status = 'settled' }) => `This share is already ${status}`,
  },
  // Payments.
  NO_PAYMENT_METHOD: {
    status: 409,
    message: 'Add a payment card on your profile before paying',
  },
  PAYMENT_DECLINED: { status: 402, message: ({ reason = 'Your card was declined.' }) => reason },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },
  PAYMENT_CUSTOMER_NOT_FOUND: { status: 404, message: 'Payment customer not found' },
  PAYMENT_METHOD_NOT_FOUND: { status: 404, message: 'Payment method not found' },
  SETUP_INTENT_NOT_FOUND: { status: 404, message: 'Card setup not found. Please try again.' },
  /** the card's number or expiry, refused with the provider's own words */
  CARD_INVALID: { status: 400, message: ({ reason = 'Your card number is incorrect.' }) => reason },
  /** Stripe's webhook when this server has no Stripe keys (cards go to the sandbox) */
  STRIPE_NOT_CONFIGURED: {
    status: 404,
    message: 'Stripe is not configured on this server: cards go to the sandbox gateway',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found' },
  PAYMENT_ALREADY_CAPTURED: {
    status: 409,
    message: 'This payment was taken already: it can only be refunded',
  },
  /** capturing a card hold that was released or lapsed at the provider */
  AUTHORISATION_ENDED: {
    status: 409,
    message: 'The hold on your card has ended. Please pay again.',
  },
  REFUND_EXCEEDS_PAYMENT: {
    status: 409,
    message: 'The refund is larger than what is left of the payment',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'The webhook signature is not valid' },
  SANDBOX_NOT_IN_USE: {
    status: 404,
    message: 'The sandbox payment gateway is not in use: cards go to Stripe',
  },
  /** POST /user/payment/setup/intent, per player: unlimited SetupIntents are a card-testing route */
  CARD_SETUP_RATE_LIMITED: {
    status: 429,
    message: ({ wait = 'a few minutes' }) =>
      `You have started saving a card too many times. Please wait ${wait} and try again.`,
  },
  // Anything else.
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/** The parameters a code's message takes: none, or one object of texts. */
export type ErrorParams<C extends ErrorCode> = (typeof ERRORS)[C]['message'] extends (
  params: infer P,
) => string
  ? [params: { [K in keyof P]-?: string }]
  : [];

/** The message of a code, with its parameters filled in. */
export function errorMessage<C extends ErrorCode>(code: C, ...params: ErrorParams<C>): string {
  const message: Message = ERRORS[code].message;
  if (typeof message === 'string') return message;
  // Each message function reads only the keys its code's ErrorParams requires.
  return message((params[0] ?? {}) as Record<string, string>);
}

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** Every failure: the message is what the UI shows. */
export const errorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
