/**
 * The longest text each free-text field takes, in characters after trimming. The schemas
 * refuse longer text (so the server never stores it) and the forms show a counter against the
 * same number.
 */
export const TEXT_LIMITS = {
  personName: 50,
  socialName: 120,
  venue: 120,
  address: 200,
  description: 2000,
  joinMessage: 1000,
  /** a chat message, and a coach enquiry (sent as one) */
  chatMessage: 4000,
  cardholderName: 200,
  search: 100,
} as const;
