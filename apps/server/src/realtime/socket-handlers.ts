import { errorMessage, type ErrorCode, type ErrorParams } from '@betterplay/contracts';
import type { Deps } from '../deps.ts';
import type { TokenUser } from '../plugins/auth.ts';
import type { AppSocket } from './socket-types.ts';

/**
 * Refuses a room or a client event with a code of the catalogue; its message is what the
 * client's ack gets as `error`.
 */
export class SocketRefusal extends Error {
  override name = 'SocketRefusal';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export function socketRefusal<C extends ErrorCode>(code: C, ...params: ErrorParams<C>) {
  return new SocketRefusal(code, errorMessage(code, ...params));
}

/**
 * A kind of room a module owns, and who may follow it: `social:<id>` has kind 'social' and key
 * '<id>'. `authorize` throws a SocketRefusal to refuse (an unknown id, a private conversation).
 * Its answer (allowed or refused) is remembered for a few seconds per (kind, key, user) in each
 * process (room-checks.ts), so a repeated join costs no query: a room that must close the moment
 * access is withdrawn also removes its sockets itself.
 */
export type RoomAccess = {
  kind: string;
  /**
   * Whether visitors (sockets without a token) may follow it. 'refused' is checked by the core
   * before `authorize` runs, so a flood of anonymous joins costs no query.
   */
  visitors: 'allowed' | 'refused';
  authorize(input: { deps: Deps; user: TokenUser | null; key: string }): Promise<void>;
};

/** What a module adds to every connected socket. */
export type SocketHandlers = {
  /** the rooms a client may join with `room:join` */
  rooms?: readonly RoomAccess[];
  /** the module's own client events (e.g. `chat:send`), answered with `answerAck` */
  register?(socket: AppSocket, deps: Deps): void;
};
