import type {
  MyWaitlistEntry,
  OrganizerWaitlist,
  OrganizerWaitlistEntry,
  WaitlistSummary,
} from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findById } from '../socials/socials-repository.ts';
import { lineOf, lineSummaryOf, linesOfOrganizer, linesOfPlayer } from './waitlist-repository.ts';

const offerDto = (offer: { id: string; expiresAt: Date } | null) =>
  offer === null ? null : { id: offer.id, expiresAt: offer.expiresAt.toISOString() };

/** Every line the player is in, with their position and their open offer. */
export async function listMyWaitlist(deps: Deps, userId: string): Promise<MyWaitlistEntry[]> {
  const lines = await linesOfPlayer(deps.db, userId);
  return lines.map((line) => ({ ...line, offer: offerDto(line.offer) }));
}

/** One of the organiser's socials' line, in order; someone else's social answers 404. */
export async function listSocialWaitlist(
  deps: Deps,
  organizerId: string,
  socialId: string,
): Promise<OrganizerWaitlistEntry[]> {
  const social = await findById(deps.db, socialId, deps.clock.now());
  if (!social || social.organizer.id !== organizerId) throw appError('SOCIAL_NOT_FOUND');
  const line = await lineOf(deps.db, socialId);
  return line.map(({ userId, firstName, lastName, position, offer }) => ({
    userId,
    firstName,
    lastName,
    position,
    offer: offerDto(offer),
  }));
}

/** For the social's page, signed in or not: full (places held count), and how many wait. */
export async function getWaitlistSummary(deps: Deps, socialId: string): Promise<WaitlistSummary> {
  const summary = await lineSummaryOf(deps.db, socialId);
  if (!summary) throw appError('SOCIAL_NOT_FOUND');
  return summary;
}

/** The lines of every social of the organiser's that has one, soonest first. */
export async function listOrganizerWaitlists(
  deps: Deps,
  organizerId: string,
): Promise<OrganizerWaitlist[]> {
  const lines: OrganizerWaitlist[] = [];
  for (const { socialId, socialName, offer, ...entry } of await linesOfOrganizer(
    deps.db,
    organizerId,
  )) {
    let line = lines.at(-1);
    if (line?.socialId !== socialId) {
      line = { socialId, socialName, entries: [] };
      lines.push(line);
    }
    line.entries.push({ ...entry, offer: offerDto(offer) });
  }
  return lines;
}
