import {
  courtBookingUid,
  courtEvent,
  socialEvent,
  type CalendarEvent,
} from '@betterplay/contracts';
import type {
  CourtItemRow,
  FeedRead,
  SocialItemRow,
  SocialRole,
} from './calendar-items-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** One-time items that started longer ago than this leave the feed. */
export const FEED_HISTORY_MS = 90 * 24 * HOUR_MS;

const ROLE_ORDER: SocialRole[] = ['organising', 'attending', 'requested', 'waiting'];
const ROLE_WORDS: Record<SocialRole, string> = {
  organising: 'You organise this social.',
  attending: 'You have a place.',
  requested: 'Your request to join is waiting for the organiser.',
  waiting: 'You are on the waitlist.',
};

/** Everything a person's feed holds now (from `readFeed`), one item per UID. */
export function currentItems(
  { socials: socialRows, courts: courtRows }: Pick<FeedRead, 'socials' | 'courts'>,
  at: { publicUrl: string },
): CalendarEvent[] {
  const items = new Map<string, CalendarEvent>();
  // The strongest role wins where one social appears twice (asked to join, then given a place).
  for (const role of ROLE_ORDER) {
    for (const row of socialRows[role]) {
      const item = socialItem(row, role, at.publicUrl);
      if (!items.has(item.uid)) items.set(item.uid, item);
    }
  }
  for (const row of courtRows.owned)
    items.set(courtBookingUid(row.id), courtItem(row, 'owner', at));
  for (const row of courtRows.shared) {
    const uid = courtBookingUid(row.id);
    if (!items.has(uid))
      items.set(uid, courtItem(row, row.shareStatus === 'paid' ? 'paid' : 'invited', at));
  }
  return [...items.values()];
}

function socialItem(row: SocialItemRow, role: SocialRole, publicUrl: string): CalendarEvent {
  return socialEvent(row, {
    status: role === 'organising' || role === 'attending' ? 'CONFIRMED' : 'TENTATIVE',
    description: ROLE_WORDS[role],
    url: `${publicUrl}/sports/${row.category.toLowerCase()}/social?id=${row.id}`,
  });
}

function courtItem(
  row: CourtItemRow,
  as: 'owner' | 'paid' | 'invited',
  at: { publicUrl: string },
): CalendarEvent {
  return courtEvent(
    { ...row, courtName: row.courtName || `Court ${row.courtNumber}` },
    {
      status: as === 'invited' ? 'TENTATIVE' : 'CONFIRMED',
      description:
        as === 'owner'
          ? 'You booked this court.'
          : as === 'paid'
            ? 'You paid your share of this court.'
            : 'You are invited to pay a share of this court.',
      url: `${at.publicUrl}/activity`,
    },
  );
}
