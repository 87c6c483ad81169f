import { errorResponseSchema } from '@betterplay/contracts';
import type { RouteOptions } from 'fastify';

const failure = (description: string) => errorResponseSchema.describe(description);

/**
 * Failures that come from the layers around a route rather than from its handler: body parsing,
 * schema validation, the sign-in check, Fastify's URL limits and the last-resort 500.
 */
export const FRAMEWORK_FAILURES = {
  400: failure(
    'The request breaks its schema (VALIDATION_FAILED, with a detail per field), cannot be read ' +
      '(BAD_REQUEST: broken JSON or a URL that does not decode) or holds text the database cannot ' +
      'store, such as U+0000 (INVALID_VALUE)',
  ),
  401: failure(
    'No valid token: missing, malformed, signed another way, expired (SESSION_EXPIRED) or for an ' +
      'account that no longer exists',
  ),
  413: failure('The body is over the 1 MiB limit (BODY_TOO_LARGE)'),
  414: failure('A path parameter is over 100 characters (URL_TOO_LONG)'),
  415: failure('The body is not sent as application/json (UNSUPPORTED_MEDIA_TYPE)'),
  500: failure('Something failed on the server (INTERNAL); nothing internal is shown'),
} as const;

type FailureStatus = keyof typeof FRAMEWORK_FAILURES;

/** Fastify parses no body for these; every other method may carry one. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * An onRoute hook: declares on each API route the framework failures it can answer, so the
 * OpenAPI document lists them and the serializer checks them. A route's own declaration of the
 * plain envelope for one of these statuses is given the description above.
 */
export function declareFrameworkFailures(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema?.response || schema.hide) return;
  const takesBody = [route.method].flat().some((method) => !BODYLESS_METHODS.has(method));
  const hasInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
  const statuses: FailureStatus[] = [
    ...(takesBody || hasInput ? ([400] as const) : []),
    ...((schema.security ?? []).length > 0 ? ([401] as const) : []),
    ...(takesBody ? ([413, 415] as const) : []),
    ...(schema.params ? ([414] as const) : []),
    500,
  ];
  const declared = schema.response as Record<string, unknown>;
  const response: Record<string, unknown> = { ...declared };
  for (const status of statuses) {
    const own = declared[status];
    if (own === undefined || own === errorResponseSchema)
      response[status] = FRAMEWORK_FAILURES[status];
  }
  route.schema = { ...schema, response };
}
