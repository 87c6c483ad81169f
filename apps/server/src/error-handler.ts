import {
  errorMessage,
  type ErrorCode,
  type ErrorParams,
  type ErrorResponse,
} from '@betterplay/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlStateOf } from './db/errors.ts';
import { AppError } from './errors.ts';
import { allowedMethods } from './plugins/allowed-methods.ts';
import { isDeletedCallersWrite } from './plugins/deleted-caller.ts';
import type { SpaFallback } from './plugins/web-app.ts';

/** The single mapping from thrown errors to the failure envelope; a 500 never leaks internals. */
export function registerErrorHandler(app: FastifyInstance, spaFallback: SpaFallback) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const body = (await isDeletedCallersWrite(app, error, request))
      ? failure(401, 'UNAUTHORIZED')
      : toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '';
    // A known path asked with a method it does not take: say which ones it does (RFC 9110).
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          failure(405, 'METHOD_NOT_ALLOWED', {
            method: request.method,
            path,
            allowed: allowed.join(', '),
          }),
        );
    }
    return reply
      .status(404)
      .send(failure(404, 'ROUTE_NOT_FOUND', { method: request.method, path }));
  });
}

/**
 * Fastify's refusals before a route runs (its `frameworkErrors` option): a path it cannot
 * decode, or a path parameter over its length limit. They get the envelope like any failure.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? failure(414, 'URL_TOO_LONG') : toErrorBody(error);
  void reply.status(body.statusCode).send(body);
}

function failure<C extends ErrorCode>(
  statusCode: number,
  code: C,
  ...params: ErrorParams<C>
): ErrorResponse {
  return { message: errorMessage(code, ...params), statusCode, code };
}

/** Fastify's own 4xx errors, by status, in the catalogue's terms. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function toErrorBody(error: FastifyError | AppError): ErrorResponse {
  if (error instanceof AppError) {
    return {
      message: error.message,
      statusCode: error.statusCode,
      code: error.code,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A wrong shape as a whole (a string or an array instead of an object) has no field.
      const message = path ? issue.message : `The ${error.validationContext} must be a JSON object`;
      return { path, message: message ?? 'Invalid value' };
    });
    return {
      message: details[0]?.message ?? errorMessage('VALIDATION_FAILED'),
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details,
    };
  }
  // Class 22 is PostgreSQL's "data exception": a value it cannot store, such as a NUL byte.
  if (sqlStateOf(error)?.startsWith('22')) return failure(400, 'INVALID_VALUE');
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own messages (e.g. a body that is not JSON) are written for people already.
    return {
      message: error.message,
      statusCode,
      code: FRAMEWORK_CODES[statusCode] ?? 'BAD_REQUEST',
    };
  }
  return failure(500, 'INTERNAL');
}
