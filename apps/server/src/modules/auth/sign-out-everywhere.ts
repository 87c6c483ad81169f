import type { Deps } from '../../deps.ts';
import { endSessionsById } from '../users/users-repository.ts';
import { endOpenSessions } from './end-sessions.ts';

/** 'Sign out everywhere': every token issued so far stops working, this one too. */
export async function signOutEverywhere({ deps, userId }: { deps: Deps; userId: string }) {
  await endSessionsById(deps.db, userId);
  await endOpenSessions(deps, userId, 'sign out everywhere');
}
