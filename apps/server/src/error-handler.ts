import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlStateOf } from './db/errors.ts';
import { AppError } from './errors.ts';
import type { SpaFallback } from './plugins/web-app.ts';

type ErrorBody = {
  message: string;
  statusCode: number;
  code: string;
  details?: { path: string; message: string }[];
};

/** The single mapping from thrown errors to the failure envelope; a 500 never leaks internals. */
export function registerErrorHandler(app: FastifyInstance, spaFallback: SpaFallback) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply)) return reply;
    const body: ErrorBody = {
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      statusCode: 404,
      code: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
}

function toErrorBody(error: FastifyError | AppError): ErrorBody {
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
      message: details[0]?.message ?? 'Invalid request',
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details,
    };
  }
  // Class 22 is PostgreSQL's "data exception": a value it cannot store, such as a NUL byte.
  if (sqlStateOf(error)?.startsWith('22')) {
    return {
      message: 'A value in the request cannot be stored',
      statusCode: 400,
      code: 'INVALID_VALUE',
    };
  }
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { message: error.message, statusCode, code: error.code ?? 'BAD_REQUEST' };
  }
  return {
    message: 'Something went wrong on our side. Please try again.',
    statusCode: 500,
    code: 'INTERNAL',
  };
}
