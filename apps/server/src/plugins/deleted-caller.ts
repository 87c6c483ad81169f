import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constraintOf, sqlStateOf } from '../db/errors.ts';

/** drizzle-kit names a foreign key to users `<table>_<column>_users_id_fk`. */
const REFERS_TO_A_USER = /_users_id_fk$/;

/**
 * Whether a failed write referred to the caller's own account after it was deleted. Another
 * process (or an admin script) may have deleted it while this process still remembers it as
 * existing (for up to 30 s), so the write passed `authenticate` and hit a foreign key: the caller
 * gets the 401 its token now deserves, not a 500, and the cache learns the account is gone.
 */
export async function isDeletedCallersWrite(
  app: FastifyInstance,
  error: unknown,
  request: FastifyRequest,
): Promise<boolean> {
  if (sqlStateOf(error) !== '23503') return false;
  if (!REFERS_TO_A_USER.test(constraintOf(error) ?? '')) return false;
  // @fastify/jwt types `request.user` as always set; it is only once `authenticate` has run.
  const userId: unknown = (request.user as { sub?: unknown } | undefined)?.sub;
  if (typeof userId !== 'string') return false;
  try {
    return !(await app.deps.sessions.accountExistsNow(userId));
  } catch {
    return false;
  }
}
