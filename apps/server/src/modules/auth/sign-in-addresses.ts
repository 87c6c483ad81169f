import { createHmac } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { hasSignedInFrom, upsertSignInAddress } from './sign-in-addresses-repository.ts';

/** How long an address an account signed in from stays "known" for it. */
export const SIGN_IN_ADDRESS_MEMORY_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keyed with the server's secret: a plain hash of an IPv4 address is reversed by trying all
 * four billion, so a database dump would otherwise list where everyone signs in from.
 */
function hashAddress(deps: Deps, ip: string): string {
  return createHmac('sha256', deps.config.jwt.secret)
    .update(`sign-in-address:${clientAddress(ip)}`)
    .digest('base64url');
}

/**
 * After a successful sign-in (or sign-up): this address is now known for the account. A failure
 * is logged, not answered: the person has proved who they are and gets their session.
 */
export async function rememberSignInAddress({
  deps,
  userId,
  ip,
}: {
  deps: Deps;
  userId: string;
  ip: string;
}) {
  const now = deps.clock.now();
  try {
    await upsertSignInAddress(deps.db, {
      userId,
      addressHash: hashAddress(deps, ip),
      at: now,
      forgetBefore: new Date(now.getTime() - SIGN_IN_ADDRESS_MEMORY_MS),
    });
  } catch (error) {
    deps.log.warn({ err: error }, 'signed in, but the address could not be remembered');
  }
}

/** Whether the account with this email signed in from this address in the remembered period. */
export async function isKnownSignInAddress({
  deps,
  email,
  ip,
}: {
  deps: Deps;
  email: string;
  ip: string;
}) {
  const since = new Date(deps.clock.now().getTime() - SIGN_IN_ADDRESS_MEMORY_MS);
  return hasSignedInFrom(deps.db, { email, addressHash: hashAddress(deps, ip), since });
}
