import type { Social } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { customerToCharge } from '../courts/charges/payment-answer.ts';
import { countRefusedPayments } from '../ledger/ledger-repository.ts';

/** A social's price in cents (its DTO carries dollars). */
export const priceCentsOf = (social: Pick<Social, 'price'>) => Math.round(social.price * 100);

/**
 * A paid social's price held on the player's default card (409 NO_PAYMENT_METHOD without one,
 * 402 with the provider's words when refused), before what it pays for is stored: a join
 * request, or a waitlist offer being taken. `for` is that thing's id, and the hold's key comes
 * from it, so a retry holds once; a refused card moves the key on, so the next try (say with
 * another default card) is a new hold. Answers the ledger's payment, or null for a free social.
 */
export async function holdPrice(
  deps: Deps,
  input: {
    userId: string;
    social: Pick<Social, 'id' | 'name' | 'price'>;
    for: { kind: 'social-request' | 'waitlist-offer'; id: string };
  },
): Promise<string | null> {
  const amountCents = priceCentsOf(input.social);
  if (amountCents === 0) return null;
  const customerId = await customerToCharge(deps, input.userId);
  const refused = await countRefusedPayments(deps.db, input.for.id);
  const { ledgerId } = await deps.ledger.authorise(
    { userId: input.userId, kind: 'social', targetId: input.for.id },
    {
      customerId,
      amountCents,
      description: `Better Play: ${input.social.name}`,
      idempotencyKey: `${input.for.kind}:${input.for.id}:authorise:${refused}`,
      metadata: { socialId: input.social.id, [input.for.kind]: input.for.id },
    },
  );
  return ledgerId;
}
