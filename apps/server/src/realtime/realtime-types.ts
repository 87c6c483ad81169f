import type { ServerToClientEvents } from '@betterplay/contracts';

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * How operations and jobs push to browsers. Call it only after the database transaction has
 * committed; with Redis it reaches sockets connected to any API process.
 */
export interface RealtimeEmitter {
  /** to every socket of one user (room user:<id>) */
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  /** to everyone watching a social (room social:<id>) or its sport's list (room socials:<category>) */
  toSocialWatchers<E extends ServerEventName>(
    target: { socialId: string; category: string },
    event: E,
    payload: ServerEventPayload<E>,
  ): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeEmitter;
  }
}
