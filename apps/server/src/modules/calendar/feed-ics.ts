import { escapeText, icsText, utcStamp } from '../../lib/ics.ts';
import type { CalendarItem } from './calendar-items.ts';

/** Calendar apps fetch the feed again this often (and may cache it this long). */
const REFRESH = 'PT15M';

type Written = { item: CalendarItem; sequence: number; status: string; changedAt: Date };

/**
 * A calendar of `entries`, in UID order so the same state always gives the same text (and the
 * same ETag). DTSTAMP is when the entry last changed. Each live event reminds 2 hours before.
 */
export function calendarText(entries: readonly Written[], name: string): string {
  const events = [...entries]
    .sort((a, b) => (a.item.uid < b.item.uid ? -1 : a.item.uid > b.item.uid ? 1 : 0))
    .flatMap(eventLines);
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Better Play//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...events,
    'END:VCALENDAR',
  ]);
}

function eventLines({ item, sequence, status, changedAt }: Written): string[] {
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
