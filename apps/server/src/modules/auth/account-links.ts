import { RESET_LINK_HOURS, VERIFY_LINK_DAYS } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { hashLinkToken, newLinkToken, sealLinkToken } from '../../lib/link-tokens.ts';
import { insertDeliveries } from '../delivery/deliveries-repository.ts';
import type { AccountTokenPurpose } from './account-tokens.schema.ts';
import { insertAccountToken, takeAccountToken } from './account-tokens-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  'reset-password': RESET_LINK_HOURS * HOUR_MS,
  'verify-email': VERIFY_LINK_DAYS * 24 * HOUR_MS,
};

/**
 * Issues a link for the account and queues its mail, in the caller's transaction: the token's
 * hash and the mail (with the token sealed) are stored together or not at all, and the mail
 * queue sends it once (convention: messages are never lost or doubled). A newer link voids the
 * older ones of its purpose.
 */
export async function mailAccountLink(
  deps: Deps,
  db: Database,
  input: { userId: string; purpose: AccountTokenPurpose },
) {
  const now = deps.clock.now();
  const token = newLinkToken();
  const tokenId = await insertAccountToken(db, {
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS[input.purpose]),
    now,
  });
  await insertDeliveries(
    db,
    [
      {
        dedupeKey: `account:${tokenId}`,
        recipientId: input.userId,
        kind: 'account',
        content: {
          kind: 'account',
          purpose: input.purpose,
          sealedToken: sealLinkToken(deps.config.jwt.secret, token),
        },
      },
    ],
    now,
  );
}

/** The account a link's token opens, taking the token (single use); undefined when it opens none. */
export function takeAccountLink(
  deps: Deps,
  db: Database,
  input: { purpose: AccountTokenPurpose; token: string },
) {
  return takeAccountToken(db, {
    purpose: input.purpose,
    tokenHash: hashLinkToken(input.token),
    now: deps.clock.now(),
  });
}
