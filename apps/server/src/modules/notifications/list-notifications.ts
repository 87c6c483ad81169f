import type { Notification } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { findByUserId } from './notifications-repository.ts';

/** The user's bell, newest first; notifications past their expiry never show. */
export function listNotifications({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<Notification[]> {
  return findByUserId(deps.db, userId, deps.clock.now());
}
