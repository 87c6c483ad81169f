import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { REDACT_PATHS, REDACTED, redactUrl, serializeError } from './log-redaction.ts';

/** Where log lines can go instead of stdout. */
export type LogStream = { write(line: string): void };

/** Development: one short line per request ('GET /api/v1/health 200 3 ms') instead of two records. */
class BriefRequestLog extends LogController {
  override incomingRequest() {
    // The completed line says it all.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: Parameters<LogController['requestCompleted']>[1],
    reply: Parameters<LogController['requestCompleted']>[2],
  ) {
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * JSON lines in production (for log collectors); short, coloured lines in development, where a
 * person reads them. Request bodies and SQL parameters are never logged (plugins/log-redaction.ts).
 * `stream` replaces stdout (tests read what would be logged).
 */
export function loggerOptions(
  config: AppConfig,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const redacted = {
    level: config.logLevel,
    serializers: {
      err: serializeError,
      // Fastify's own request fields, with the secrets some URLs carry blanked.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
  if (config.env !== 'development' || stream) {
    return { logger: { ...redacted, ...(stream ? { stream } : {}) } };
  }
  return {
    logger: {
      ...redacted,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    },
    logController: new BriefRequestLog(),
  };
}
