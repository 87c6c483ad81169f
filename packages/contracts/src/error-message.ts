/** What a failure says when it brings no message of its own. */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** The shorter fallback under a toast whose title names the failure ('Registration failed'). */
export const TRY_AGAIN = 'Please try again.';

/**
 * The text to show for a failure: its own message when it has one that is not blank (an Error's,
 * such as the web's ApiError with the server's message, or any object's string `message`),
 * otherwise the fallback. Whatever else was thrown (a string, a number) is no message. A `null`
 * fallback asks whether the failure has a message at all.
 */
export function messageOf(error: unknown, fallback?: string): string;
export function messageOf(error: unknown, fallback: null): string | null;
export function messageOf(
  error: unknown,
  fallback: string | null = GENERIC_FAILURE,
): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return fallback;
  const { message } = error;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
