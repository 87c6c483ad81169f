import type { CourtBooking, CourtPaymentMethod, Hold } from '@betterplay/contracts';

export type BookingDurationChoice = 1 | 2;

/**
 * What a failed call tells the machine. The web's ApiError has this shape: the server's message,
 * its HTTP status (0 when no answer came), its error code and the details of a 409.
 */
export interface CallFailure {
  message: string;
  status?: number;
  code?: string;
  details?: readonly { path: string; message: string }[];
}

export interface HoldRequest {
  courtId: string;
  date: string;
  time: string;
  durationHours: BookingDurationChoice;
}

export interface PaymentRequest {
  holdId: string;
  paymentMethod: CourtPaymentMethod;
  /** a wallet's payment method (Stripe's Payment Request button); the saved card without it */
  paymentMethodId?: string;
  /** One per payment attempt: the same attempt tried again sends the same key. */
  idempotencyKey: string;
}

export interface BookingConfirmationInput {
  /** the court's id (not its number) */
  courtId: string;
  date: string;
  time: string;
  durationHours?: BookingDurationChoice;
  paymentMethod?: CourtPaymentMethod;
  /**
   * The time now (ms) on the clock the actor's delays run on, which the countdown and the hold's
   * expiry read: Date.now by default; with a SimulatedClock, its `now`.
   */
  now?: () => number;
}

export interface BookingConfirmationContext {
  courtId: string;
  date: string;
  time: string;
  durationHours: BookingDurationChoice;
  paymentMethod: CourtPaymentMethod;
  /** the machine's clock (the input's `now`) */
  now: () => number;
  /** the hold the player has now, if any */
  hold: Hold | null;
  /**
   * When the hold ends on the machine's clock (ms): its time left as the server counted it
   * (expiresAt - serverNow) from when it was answered, so a device clock that is off does not
   * matter.
   */
  deadline: number | null;
  /** whole seconds left on the hold, rounded up (the countdown) */
  secondsLeft: number;
  /** after a lost race: the next free start times the server offered */
  freeTimes: string[];
  /** the longer duration asked for while it was taken (the old choice stayed) */
  refusedDurationHours: BookingDurationChoice | null;
  /** the duration being switched to */
  requestedDurationHours: BookingDurationChoice | null;
  failure: { message: string; code: string | null } | null;
  /** the key of the payment attempt under way or to be tried again */
  idempotencyKey: string | null;
  /**
   * The last payment got no clear answer (none, or a server failure): it may have been charged
   * and booked. Its key is kept, and the hold must not be given back meanwhile.
   */
  paymentOutcomeUnknown: boolean;
  /** the wallet's payment method of that attempt; null: the saved card pays */
  paymentMethodId: string | null;
  booking: CourtBooking | null;
}

export type BookingConfirmationEvent =
  | { type: 'duration.change'; durationHours: BookingDurationChoice }
  | { type: 'method.change'; paymentMethod: CourtPaymentMethod }
  /** with a wallet's payment method (the Payment Request button), else the saved card pays */
  | { type: 'payment.submit'; paymentMethodId?: string }
  | { type: 'hold.retry' }
  | { type: 'time.choose'; time: string };
