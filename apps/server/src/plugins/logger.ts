import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * JSON lines in production (for log collectors); short, coloured lines in development, where a
 * person reads them. Request and message bodies are never logged.
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.env !== 'development') return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

/** Development: one short line per request ('GET /api/v1/health 200 3 ms') instead of two records. */
export function logRequestsBriefly(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info(`${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
  });
}
