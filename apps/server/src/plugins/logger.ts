import type { FastifyServerOptions } from 'fastify';
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
