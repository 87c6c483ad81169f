import { localDateTime, type CourtBooking } from '@betterplay/contracts';
import { escapeText, icsText, utcStamp } from '../../../lib/ics.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A court booking as a one-event calendar, attached to its confirmation mail. */
export function bookingCalendar(booking: CourtBooking, at: { now: Date; url: string }): string {
  const start = localDateTime(booking.date, booking.time);
  const end = new Date(start.getTime() + booking.durationHours * HOUR_MS);
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Better Play//Court bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:court-booking-${booking.id}@betterplay`,
    'SEQUENCE:0',
    `DTSTAMP:${utcStamp(at.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`${booking.sport} at ${booking.stadium.name}, ${booking.court.name}`)}`,
    `LOCATION:${escapeText(`${booking.stadium.name}, ${booking.stadium.address}`)}`,
    `URL:${at.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
