import { errorMessage, type CreateSocialData, type Social } from '@betterplay/contracts';
import { requireVerifiedEmail } from '../auth/verify-email.ts';
import type { Deps } from '../../deps.ts';
import { validationError } from '../../errors.ts';
import { localDateTime, toLocalDate } from '../../local-time.ts';
import { startSocialGroup } from '../chat/group-membership.ts';
import { findById, insertSocial } from './socials-repository.ts';

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
  await requireVerifiedEmail(deps, organizerId);
  const now = deps.clock.now();
  // Read in the server's zone, as 'past' is: a social that starts before now would be hidden
  // from every list and refuse every request to join the moment it was created.
  if (input.date < toLocalDate(now)) {
    throw validationError('date', errorMessage('SOCIAL_DATE_PAST'));
  }
  if (localDateTime(input.date, input.time) <= now) {
    throw validationError('time', errorMessage('SOCIAL_TIME_PAST'));
  }
  const { price, ...social } = input;
  // The social and its chat group (with the organiser) exist together or not at all.
  const id = await deps.db.transaction(async (db) => {
    const socialId = await insertSocial(db, {
      ...social,
      organizerId,
      priceCents: Math.round(price * 100),
    });
    await startSocialGroup(db, socialId);
    return socialId;
  });
  deps.socialsList.changed();
  const created = await findById(deps.db, id, now);
  if (!created) throw new Error('the new social could not be read back');
  return created;
}
