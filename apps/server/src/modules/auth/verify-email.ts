import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findById, markEmailVerified } from '../users/users-repository.ts';
import { mailAccountLink, takeAccountLink } from './account-links.ts';

/** Follows a verification link: the account's email is verified; the link works once. */
export async function verifyEmail({ deps, token }: { deps: Deps; token: string }) {
  const verified = await deps.db.transaction(async (db) => {
    const userId = await takeAccountLink(deps, db, { purpose: 'verify-email', token });
    if (!userId) return false;
    await markEmailVerified(db, userId, deps.clock.now());
    return true;
  });
  if (!verified) throw appError('VERIFY_TOKEN_INVALID');
}

/** 'Resend' on the banner: a new link, voiding the older ones. */
export async function resendVerification({ deps, userId }: { deps: Deps; userId: string }) {
  const user = await findById(deps.db, userId);
  if (!user) throw appError('ACCOUNT_GONE');
  if (user.emailVerifiedAt !== null) throw appError('EMAIL_ALREADY_VERIFIED');
  await deps.db.transaction((db) => mailAccountLink(deps, db, { userId, purpose: 'verify-email' }));
}

/** Whether creating a social may go ahead: verification is off, or the email is verified. */
export async function requireVerifiedEmail(deps: Deps, userId: string) {
  if (deps.config.emailVerification === 'off') return;
  const user = await findById(deps.db, userId);
  if (user && user.emailVerifiedAt === null) throw appError('EMAIL_NOT_VERIFIED');
}
