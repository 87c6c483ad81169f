import {
  localDateTime,
  nextOccurrence,
  type CourtBooking,
  type MyCourtBookings,
  type Social,
} from '@betterplay/contracts';
import type { ChipStatus } from '@betterplay/ui';
import { localCalendarDate } from '../../lib/format.ts';
import type { Dated } from './agenda-days.ts';
import type { ActivityEntry, ActivityGroups, ActivityTab } from './activity-entries.ts';

/** One item of an activity agenda: a social (held or asked for), a waiting line, or a court. */
export type AgendaEntry = Dated & { key: string; status: ChipStatus } & (
    | { kind: 'social'; entry: ActivityEntry }
    | { kind: 'waitlist'; social: Social; position: number }
    | {
        kind: 'court';
        booking: CourtBooking;
        /** my share, when the booking is a friend's that I was invited to split */
        shareId: string | null;
      }
  );

/** A line I am in, with its social once that has loaded. */
export interface WaitlistLine {
  social: Social;
  position: number;
  offered: boolean;
}

export interface AgendaSources {
  socials: ActivityGroups;
  /** null while they load or when they failed: the court bookings section says so */
  courts: MyCourtBookings | null;
  waitlist: WaitlistLine[];
  userId: string;
  now: number;
}

/** When a social is on the agenda: its next start if it repeats (its date is the first one). */
export function socialWhen(social: Social, now: number): Dated {
  if (social.eventType === 'oneTime') return { date: social.date, time: social.time };
  const next = nextOccurrence(social, new Date(now));
  if (next === null) return { date: social.date, time: social.time };
  return { date: localCalendarDate(next), time: social.time };
}

function socialEntry(entry: ActivityEntry, now: number): AgendaEntry {
  return {
    kind: 'social',
    key: entry.key,
    entry,
    status: entry.kind === 'pending' ? 'pending' : 'attending',
    ...socialWhen(entry.social, now),
  };
}

const courtWhen = ({ date, time }: CourtBooking): Dated => ({ date, time });
const hasStarted = (booking: CourtBooking, now: number) =>
  localDateTime(booking.date, booking.time).getTime() <= now;

/**
 * The courts I play on: my own paid bookings ('Split pending' while a friend's share waits) and
 * friends' bookings whose share I paid or still owe. Cancelled bookings and declined or
 * expired shares are off the agenda (the court bookings and invitations sections keep them).
 */
function courtEntries(courts: MyCourtBookings, userId: string, now: number) {
  const own = (booking: CourtBooking): AgendaEntry => ({
    kind: 'court',
    key: `court:${booking.id}`,
    booking,
    shareId: null,
    status: booking.shares.some((share) => share.status === 'pending') ? 'splitPending' : 'booked',
    ...courtWhen(booking),
  });
  const invited = courts.invitations.flatMap((booking): AgendaEntry[] => {
    const share = booking.shares.find((candidate) => candidate.user.id === userId);
    if (booking.status !== 'paid' || share === undefined) return [];
    if (share.status !== 'paid' && share.status !== 'pending') return [];
    return [
      {
        kind: 'court',
        key: `court-share:${share.id}`,
        booking,
        shareId: share.id,
        status: share.status === 'paid' ? 'booked' : 'splitPending',
        ...courtWhen(booking),
      },
    ];
  });
  const paid = (booking: CourtBooking) => booking.status === 'paid';
  return {
    upcoming: [
      ...courts.upcoming.filter(paid).map(own),
      ...invited.filter((entry) => entry.kind === 'court' && !hasStarted(entry.booking, now)),
    ],
    past: [
      ...courts.past.filter(paid).map(own),
      ...invited.filter((entry) => entry.kind === 'court' && hasStarted(entry.booking, now)),
    ],
  };
}

/**
 * Each tab's agenda. Upcoming: the socials I hold or asked for, the lines I wait in and the
 * courts I play on; Past: past socials and courts; Recurring: repeating socials only (a court
 * booking never repeats). Day grouping and time order are `groupByDay`'s.
 */
export function agendaTabs({
  socials,
  courts,
  waitlist,
  userId,
  now,
}: AgendaSources): Record<ActivityTab, AgendaEntry[]> {
  const toEntry = (entry: ActivityEntry) => socialEntry(entry, now);
  const lines = waitlist.map(({ social, position, offered }): AgendaEntry => ({
    kind: 'waitlist',
    key: `waitlist:${social.id}`,
    social,
    position,
    status: offered ? 'offerOpen' : 'waitlisted',
    ...socialWhen(social, now),
  }));
  const courtsOf = courts === null ? { upcoming: [], past: [] } : courtEntries(courts, userId, now);
  return {
    upcoming: [...socials.upcoming.map(toEntry), ...lines, ...courtsOf.upcoming],
    past: [...socials.past.map(toEntry), ...courtsOf.past],
    recurring: socials.recurring.map(toEntry),
  };
}
