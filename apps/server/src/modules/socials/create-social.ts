import { errorMessage, type CreateSocialData, type Social } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { validationError } from '../../errors.ts';
import { findById, insertSocial } from './socials-repository.ts';

const DAY_MS = 86_400_000;

/** An organiser creates a social; the answer is the social as every screen shows it. */
export async function createSocial({
  deps,
  organizerId,
  input,
}: {
  deps: Deps;
  organizerId: string;
  input: CreateSocialData;
}): Promise<Social> {
  const now = deps.clock.now();
  // A day of slack, so an organiser a timezone ahead of the server can still create today's social.
  const earliest = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  if (input.date < earliest) throw validationError('date', errorMessage('SOCIAL_DATE_PAST'));
  const { price, ...social } = input;
  const id = await insertSocial(deps.db, {
    ...social,
    organizerId,
    priceCents: Math.round(price * 100),
  });
  const created = await findById(deps.db, id, now);
  if (!created) throw new Error('the new social could not be read back');
  return created;
}
