import type { Deps } from '../../deps.ts';
import { findCredentialsByEmail } from '../users/users-repository.ts';
import { mailAccountLink } from './account-links.ts';
import { mailResetLinkJob } from './jobs/mail-reset-link.job.ts';

/**
 * 'Forgot your password?': queues the work and answers at once, the same way whether or not the
 * email has an account, so neither the answer nor its time tells anyone which emails are known.
 */
export async function requestPasswordReset({ deps, email }: { deps: Deps; email: string }) {
  await mailResetLinkJob.enqueue(deps, { email });
}

/** The job's work: a new reset link for the account, voiding the older ones; false for none. */
export async function mailResetLink({ deps, email }: { deps: Deps; email: string }) {
  const user = await findCredentialsByEmail(deps.db, email);
  if (!user) return false;
  await deps.db.transaction((db) =>
    mailAccountLink(deps, db, { userId: user.id, purpose: 'reset-password' }),
  );
  return true;
}
