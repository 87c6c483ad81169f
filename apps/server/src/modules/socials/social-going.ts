import type { SocialGoing } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findGoing } from './social-going-repository.ts';

/** Who is going to a social, friends of the viewer named first; 404 for an unknown social. */
export async function listGoing({
  deps,
  socialId,
  viewerId,
}: {
  deps: Deps;
  socialId: string;
  viewerId: string;
}): Promise<SocialGoing> {
  const going = await findGoing(deps.db, socialId, viewerId);
  if (!going) throw appError('SOCIAL_NOT_FOUND');
  return going;
}
