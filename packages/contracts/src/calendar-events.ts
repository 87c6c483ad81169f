import type { CourtBooking } from './courts.ts';
import { escapeText, icsText, utcStamp } from './ics.ts';
import { localDateTime, nextOccurrence, type SocialSchedule } from './social-schedule.ts';

/**
 * Socials and court bookings as calendar events: the one description the server's feeds and
 * booking mails and the web's 'Add to calendar' files share, so an event has the same UID, times
 * and words wherever a calendar app meets it (and merges the copies).
 */
export type CalendarEvent = {
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

/** An event as a feed last said it: its SEQUENCE, its status (perhaps cancelled) and when. */
export type CalendarEntry = {
  item: CalendarEvent;
  sequence: number;
  status: CalendarEvent['status'] | 'CANCELLED';
  changedAt: Date;
};

/** A social lasts this long in calendars (the app records no end). */
const SOCIAL_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

const pad = (value: number) => String(value).padStart(2, '0');
/** Local wall-clock time without a zone: a weekly 6 PM stays 6 PM across daylight saving. */
const floating = (at: Date) =>
  `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}T${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;

export const socialUid = (id: string) => `social-${id}@betterplay`;
export const courtBookingUid = (id: string) => `court-booking-${id}@betterplay`;

type Details = Pick<CalendarEvent, 'status' | 'description' | 'url'>;

/** A social: one event, repeating by RRULE when it is weekly or monthly. */
export function socialEvent(
  social: SocialSchedule & { id: string; name: string; venue: string; address: string },
  details: Details,
): CalendarEvent {
  const first = localDateTime(social.date, social.time);
  const recurring = social.eventType !== 'oneTime';
  // A weekly or monthly social's first occurrence on or after its first date.
  const start = recurring
    ? (nextOccurrence(social, new Date(first.getTime() - 1)) ?? first)
    : first;
  const end = new Date(start.getTime() + SOCIAL_HOURS * HOUR_MS);
  const day = social.recurrenceDay;
  const rrule =
    social.eventType === 'weekly'
      ? `FREQ=WEEKLY;BYDAY=${WEEKDAYS[(day ?? (start.getDay() || 7)) - 1]}`
      : social.eventType === 'monthly'
        ? `FREQ=MONTHLY;BYMONTHDAY=${day ?? start.getDate()}`
        : null;
  return {
    uid: socialUid(social.id),
    summary: social.name,
    location: [social.venue, social.address].filter(Boolean).join(', '),
    start: recurring ? floating(start) : utcStamp(start),
    end: recurring ? floating(end) : utcStamp(end),
    rrule,
    ...details,
  };
}

/** A court booked for a stretch of time. */
export function courtEvent(
  court: {
    id: string;
    sport: string;
    courtName: string;
    stadiumName: string;
    address: string;
    startsAt: Date;
    endsAt: Date;
  },
  details: Details,
): CalendarEvent {
  const sport = court.sport.charAt(0).toUpperCase() + court.sport.slice(1);
  return {
    uid: courtBookingUid(court.id),
    summary: `${sport} at ${court.stadiumName}, ${court.courtName}`,
    location: `${court.stadiumName}, ${court.address}`,
    start: utcStamp(court.startsAt),
    end: utcStamp(court.endsAt),
    rrule: null,
    ...details,
  };
}

/** A court booking as its owner or an invitee sees it (CourtBooking from the API). */
export function courtBookingEvent(booking: CourtBooking, details: Details): CalendarEvent {
  const startsAt = localDateTime(booking.date, booking.time);
  return courtEvent(
    {
      id: booking.id,
      sport: booking.sport,
      courtName: booking.court.name || `Court ${booking.court.number}`,
      stadiumName: booking.stadium.name,
      address: booking.stadium.address,
      startsAt,
      endsAt: new Date(startsAt.getTime() + booking.durationHours * HOUR_MS),
    },
    details,
  );
}

/**
 * A calendar of `entries`, in UID order so the same state always gives the same text (and the
 * same ETag). DTSTAMP is when the entry last changed. Each live event reminds 2 hours before;
 * `refresh` asks subscribed calendar apps to fetch it again that often.
 */
export function calendarText(
  entries: readonly CalendarEntry[],
  calendar: { name: string; refresh?: string },
): string {
  const events = [...entries]
    .sort((a, b) => (a.item.uid < b.item.uid ? -1 : a.item.uid > b.item.uid ? 1 : 0))
    .flatMap(eventLines);
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Better Play//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.refresh
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`,
          `X-PUBLISHED-TTL:${calendar.refresh}`,
        ]
      : []),
    ...events,
    'END:VCALENDAR',
  ]);
}

/** One event on its own, for a file to open in a calendar app ('Add to calendar', a mail). */
export function singleEventCalendar(event: CalendarEvent, now: Date): string {
  return calendarText([{ item: event, sequence: 0, status: event.status, changedAt: now }], {
    name: event.summary,
  });
}

function eventLines({ item, sequence, status, changedAt }: CalendarEntry): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${item.uid}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(changedAt)}`,
    `DTSTART:${item.start}`,
    `DTEND:${item.end}`,
    ...(item.rrule ? [`RRULE:${item.rrule}`] : []),
    `SUMMARY:${escapeText(item.summary)}`,
    `DESCRIPTION:${escapeText(item.description)}`,
    `LOCATION:${escapeText(item.location)}`,
    `URL:${item.url}`,
    `STATUS:${status}`,
    ...(status === 'CANCELLED'
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(item.summary)}`,
          'TRIGGER:-PT2H',
          'END:VALARM',
        ]),
    'END:VEVENT',
  ];
}
