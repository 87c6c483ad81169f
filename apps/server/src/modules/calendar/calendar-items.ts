import {
  courtBookingUid,
  courtEvent,
  socialEvent,
  socialUid,
  type CalendarEvent,
} from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import {
  findCourtItems,
  findSocialItems,
  type SocialItemRow,
  type SocialRole,
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

/** Everything a person's feed holds now, one item per UID. */
export async function currentItems(
  db: Database,
  userId: string,
  at: { now: Date; publicUrl: string },
): Promise<CalendarEvent[]> {
  const since = new Date(at.now.getTime() - FEED_HISTORY_MS);
  const sinceDate = since.toISOString().slice(0, 10);
  const [socialRows, courtRows] = await Promise.all([
    findSocialItems(db, userId, sinceDate),
    findCourtItems(db, userId, since),
  ]);
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

type CourtRow = Awaited<ReturnType<typeof findCourtItems>>['owned'][number];

function courtItem(
  row: CourtRow,
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
