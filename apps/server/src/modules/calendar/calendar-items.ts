import { localDateTime, nextOccurrence } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { utcStamp } from '../../lib/ics.ts';
import {
  findCourtItems,
  findSocialItems,
  type SocialItemRow,
  type SocialRole,
} from './calendar-items-repository.ts';

/** One event in a person's feed, as the feed writes it (times already in iCalendar form). */
export type CalendarItem = {
  uid: string;
  status: 'CONFIRMED' | 'TENTATIVE';
  summary: string;
  description: string;
  location: string;
  url: string;
  /** `20261205T070000Z` (UTC), or `20261205T180000` (floating local time) for a recurring social */
  start: string;
  end: string;
  rrule: string | null;
};

/** A social lasts this long in calendars (the app records no end). */
const SOCIAL_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;
/** One-time items that started longer ago than this leave the feed. */
export const FEED_HISTORY_MS = 90 * 24 * HOUR_MS;

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const ROLE_ORDER: SocialRole[] = ['organising', 'attending', 'requested', 'waiting'];
const ROLE_WORDS: Record<SocialRole, string> = {
  organising: 'You organise this social.',
  attending: 'You have a place.',
  requested: 'Your request to join is waiting for the organiser.',
  waiting: 'You are on the waitlist.',
};

const pad = (value: number) => String(value).padStart(2, '0');
/** Local wall-clock time without a zone: a weekly 6 PM stays 6 PM across daylight saving. */
const floating = (at: Date) =>
  `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}T${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;

/** Everything a person's feed holds now, one item per UID. */
export async function currentItems(
  db: Database,
  userId: string,
  at: { now: Date; publicUrl: string },
): Promise<CalendarItem[]> {
  const since = new Date(at.now.getTime() - FEED_HISTORY_MS);
  const sinceDate = since.toISOString().slice(0, 10);
  const [socialRows, courtRows] = await Promise.all([
    findSocialItems(db, userId, sinceDate),
    findCourtItems(db, userId, since),
  ]);
  const items = new Map<string, CalendarItem>();
  // The strongest role wins where one social appears twice (asked to join, then given a place).
  for (const role of ROLE_ORDER) {
    for (const row of socialRows[role]) {
      const item = socialItem(row, role, at.publicUrl);
      if (!items.has(item.uid)) items.set(item.uid, item);
    }
  }
  for (const row of courtRows.owned) items.set(courtUid(row.id), courtItem(row, 'owner', at));
  for (const row of courtRows.shared) {
    const uid = courtUid(row.id);
    if (!items.has(uid))
      items.set(uid, courtItem(row, row.shareStatus === 'paid' ? 'paid' : 'invited', at));
  }
  return [...items.values()];
}

const socialUid = (id: string) => `social-${id}@betterplay`;
const courtUid = (id: string) => `court-booking-${id}@betterplay`;

function socialItem(row: SocialItemRow, role: SocialRole, publicUrl: string): CalendarItem {
  const first = localDateTime(row.date, row.time);
  const recurring = row.eventType !== 'oneTime';
  // A weekly or monthly social's first occurrence on or after its first date.
  const start = recurring ? (nextOccurrence(row, new Date(first.getTime() - 1)) ?? first) : first;
  const end = new Date(start.getTime() + SOCIAL_HOURS * HOUR_MS);
  const day = row.recurrenceDay;
  const rrule =
    row.eventType === 'weekly'
      ? `FREQ=WEEKLY;BYDAY=${WEEKDAYS[(day ?? (start.getDay() || 7)) - 1]}`
      : row.eventType === 'monthly'
        ? `FREQ=MONTHLY;BYMONTHDAY=${day ?? start.getDate()}`
        : null;
  return {
    uid: socialUid(row.id),
    status: role === 'organising' || role === 'attending' ? 'CONFIRMED' : 'TENTATIVE',
    summary: row.name,
    description: ROLE_WORDS[role],
    location: [row.venue, row.address].filter(Boolean).join(', '),
    url: `${publicUrl}/sports/${row.category.toLowerCase()}/social?id=${row.id}`,
    start: recurring ? floating(start) : utcStamp(start),
    end: recurring ? floating(end) : utcStamp(end),
    rrule,
  };
}

type CourtRow = Awaited<ReturnType<typeof findCourtItems>>['owned'][number];

function courtItem(
  row: CourtRow,
  as: 'owner' | 'paid' | 'invited',
  at: { publicUrl: string },
): CalendarItem {
  const court = row.courtName || `Court ${row.courtNumber}`;
  const sport = row.sport.charAt(0).toUpperCase() + row.sport.slice(1);
  return {
    uid: courtUid(row.id),
    status: as === 'invited' ? 'TENTATIVE' : 'CONFIRMED',
    summary: `${sport} at ${row.stadiumName}, ${court}`,
    description:
      as === 'owner'
        ? 'You booked this court.'
        : as === 'paid'
          ? 'You paid your share of this court.'
          : 'You are invited to pay a share of this court.',
    location: `${row.stadiumName}, ${row.address}`,
    url: `${at.publicUrl}/activity`,
    start: utcStamp(row.startsAt),
    end: utcStamp(row.endsAt),
    rrule: null,
  };
}
