import { errorMessage, type Ack } from '@betterplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { SocketRefusal } from './socket-handlers.ts';

/**
 * Runs `work` and answers `{ data }` or `{ error }`. Clients may omit the ack, or send a
 * non-function in its place, so it is checked before use; a failure that is not a refusal is
 * logged and answered with a generic message, never its internals.
 */
export async function answerAck<T>(
  ack: unknown,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<void> {
  const reply: Ack<T> = typeof ack === 'function' ? (ack as Ack<T>) : () => undefined;
  try {
    reply({ data: await work() });
  } catch (error) {
    if (error instanceof SocketRefusal) {
      reply({ error: error.message });
      return;
    }
    log.error({ err: error }, 'socket event failed');
    reply({ error: errorMessage('INTERNAL') });
  }
}
