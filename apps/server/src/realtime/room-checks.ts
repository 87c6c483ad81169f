import type { Clock } from '../clock.ts';
import type { Deps } from '../deps.ts';
import { createMemoCache } from '../lib/memo-cache.ts';
import type { TokenUser } from '../plugins/auth.ts';
import { SocketRefusal, type RoomAccess } from './socket-handlers.ts';

/**
 * Short, so a room whose access changes (a deleted social, later a member who left a
 * conversation) is checked again soon; long enough that a page's reconnects and a flood of
 * repeated joins cost one query.
 */
export const REMEMBER_ROOM_CHECK_MS = 10_000;
/** Bounds the memory when many different rooms are asked for: the least recently used go first. */
export const MAX_REMEMBERED_ROOM_CHECKS = 10_000;

/** `null` for allowed; a refusal is remembered as well, so repeating a refused join is free too. */
type Outcome = SocketRefusal | null;

export type RoomCheckInput = { deps: Deps; user: TokenUser | null; key: string };

/** The modules' room checks, with their answers remembered briefly in this process. */
export interface RoomChecks {
  /** resolves when `access` lets `user` follow the room; throws its SocketRefusal otherwise */
  authorize(access: RoomAccess, input: RoomCheckInput): Promise<void>;
}

export function createRoomChecks(
  clock: Clock,
  limits: { rememberMs: number; maxEntries: number } = {
    rememberMs: REMEMBER_ROOM_CHECK_MS,
    maxEntries: MAX_REMEMBERED_ROOM_CHECKS,
  },
): RoomChecks {
  const outcomes = createMemoCache<Outcome>({
    now: () => clock.now().getTime(),
    ttlMs: limits.rememberMs,
    maxEntries: limits.maxEntries,
  });
  // A check that failed (the database did not answer) is no outcome: the next join asks again.
  const check = (access: RoomAccess, input: RoomCheckInput) => () =>
    access.authorize(input).then(
      () => null,
      (error: unknown) => {
        if (error instanceof SocketRefusal) return error;
        throw error;
      },
    );

  return {
    async authorize(access, input) {
      // A user id is a uuid and never empty, and `kind:key` is the room's name, so ids are unique.
      const id = `${input.user?.sub ?? ''}\n${access.kind}:${input.key}`;
      const refusal = await outcomes.get(id, check(access, input));
      if (refusal) throw refusal;
    },
  };
}
