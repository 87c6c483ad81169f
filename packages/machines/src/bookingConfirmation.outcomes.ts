import { messageOf, type Hold } from '@betterplay/contracts';
import type {
  BookingConfirmationContext,
  CallFailure,
  HoldRequest,
} from './bookingConfirmation.types.ts';

/*
 * The booking confirmation machine's pure helpers: what a failed call says (its message, code,
 * free times, whether a payment may have gone through) and the hold's time on the machine's clock.
 */

export function failureOf(error: unknown): CallFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { status, code, details } = error as Partial<Record<keyof CallFailure, unknown>>;
    return {
      message: messageOf(error),
      ...(typeof status === 'number' ? { status } : {}),
      ...(typeof code === 'string' ? { code } : {}),
      ...(Array.isArray(details) ? { details: details as CallFailure['details'] } : {}),
    };
  }
  return { message: messageOf(error) };
}

export const codeOf = (error: unknown) => failureOf(error).code ?? null;

/** The next free start times a 409 COURT_UNAVAILABLE lists in its details. */
export function freeTimesOf(error: unknown): string[] {
  return (failureOf(error).details ?? [])
    .filter((detail) => detail.path === 'freeTimes')
    .map((detail) => detail.message);
}

export function msLeft(context: BookingConfirmationContext): number {
  if (context.hold === null || context.deadline === null) return 0;
  return context.deadline - context.now();
}

/** The hold's end on the machine's clock: now plus what the server said was left. */
export function deadlineOf(hold: Hold, now: number): number {
  return now + (Date.parse(hold.expiresAt) - Date.parse(hold.serverNow));
}

/** No answer (status 0) or a server failure: the payment may have gone through. */
export function isOutcomeUnknown(error: unknown): boolean {
  const status = failureOf(error).status ?? 0;
  return status === 0 || status >= 500;
}

export const holdRequest = (
  context: BookingConfirmationContext,
  durationHours = context.durationHours,
): HoldRequest => ({
  courtId: context.courtId,
  date: context.date,
  time: context.time,
  durationHours,
});
