import type { Deps } from './deps.ts';

/**
 * Pushes to browsers once a change has committed. A failure here is logged, never answered as an
 * error: the change is stored, and clients heal by refetching (a reconnect refetches everything).
 */
export async function afterCommit(deps: Deps, what: string, publish: () => Promise<void> | void) {
  try {
    await publish();
  } catch (error) {
    deps.log.warn({ err: error }, `${what}: stored, but browsers could not be told`);
  }
}
