import { LogController, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

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
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * JSON lines in production (for log collectors); short, coloured lines in development, where a
 * person reads them. Request and message bodies are never logged.
 */
export function loggerOptions(
  config: AppConfig,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.env !== 'development') return { logger: { level: config.logLevel } };
  return {
    logger: {
      level: config.logLevel,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    },
    logController: new BriefRequestLog(),
  };
}
