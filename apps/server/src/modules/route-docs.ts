import { errorResponseSchema } from '@betterplay/contracts';

/** The API docs' group of a public route. */
export function publicRoute(tag: string) {
  return { tags: [tag] };
}

/**
 * The API docs' group of a signed-in route and its bearer-token scheme; the route's plugin still
 * adds `app.authenticate`, which is what refuses a caller without a token.
 */
export function signedInRoute(tag: string) {
  return { tags: [tag], security: [{ bearerAuth: [] }] };
}

type FailureStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 415 | 429 | 502;
/** A status, or statuses with what they mean on this route ('No such player (USER_NOT_FOUND)'). */
type Failure = FailureStatus | { readonly [S in FailureStatus]?: string };
type StatusOf<F> = F extends FailureStatus ? F : keyof F & FailureStatus;

/**
 * What a route answers besides success, each with the failure envelope:
 * `response: { 200: envelopeSchema(x), ...failures(400, 404, { 409: 'Already paid (BOOKING_ALREADY_PAID)' }) }`.
 * Framework failures (a broken body, a missing token, the last-resort 500) are added to every
 * route by plugins/framework-failures.ts, with their own descriptions.
 */
export function failures<const F extends readonly Failure[]>(
  ...declared: F
): Record<StatusOf<F[number]>, typeof errorResponseSchema> {
  const response: Partial<Record<FailureStatus, typeof errorResponseSchema>> = {};
  for (const failure of declared) {
    if (typeof failure === 'number') response[failure] = errorResponseSchema;
    else
      for (const [status, meaning] of Object.entries(failure))
        response[Number(status) as FailureStatus] = errorResponseSchema.describe(meaning);
  }
  return response as Record<StatusOf<F[number]>, typeof errorResponseSchema>;
}
