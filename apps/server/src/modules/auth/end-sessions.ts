import { rooms } from '@betterplay/contracts';
import { afterCommit } from '../../after-commit.ts';
import type { Deps } from '../../deps.ts';

/**
 * After a commit that moved an account's session version on (or deleted it): this process stops
 * trusting its remembered version at once, other processes within the 30 s they remember it
 * (users/sessions.ts), and the account's open sockets close on every process now. A device that
 * still holds a current token (the one that changed its password) connects again with it.
 */
export async function endOpenSessions(deps: Deps, userId: string, what: string) {
  deps.sessions.forget(userId);
  await afterCommit(deps, what, () => {
    deps.realtime.disconnect(rooms.user(userId));
  });
}
