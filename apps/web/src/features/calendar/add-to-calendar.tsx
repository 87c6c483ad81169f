import {
  courtBookingEvent,
  singleEventCalendar,
  socialEvent,
  type CalendarEvent,
  type CourtBooking,
  type Social,
} from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { saveFile } from '../../lib/save-file.ts';
import { socialDetailPath } from '../socials/social-paths.ts';

export const ADD_TO_CALENDAR = 'Add to calendar';

/** Saves `event` as an .ics file, which the device offers to open in its calendar app. */
export function saveCalendarFile(event: CalendarEvent, filename: string) {
  const file = new Blob([singleEventCalendar(event, new Date())], {
    type: 'text/calendar;charset=utf-8',
  });
  saveFile(file, filename);
}

/** The page's origin; none on the server, whose rendered page is rendered again before a click. */
const pageOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** The same UID as the person's calendar feed, so a calendar that has both shows one event. */
export function socialCalendarEvent(social: Social): CalendarEvent {
  return socialEvent(social, {
    status: 'CONFIRMED',
    description: `Organised by ${social.organizer.firstName} ${social.organizer.lastName} on Better Play.`,
    url: `${pageOrigin()}${socialDetailPath(social.category, social.id)}`,
  });
}

export function courtBookingCalendarEvent(booking: CourtBooking): CalendarEvent {
  return courtBookingEvent(booking, {
    status: 'CONFIRMED',
    description: 'A court booked on Better Play.',
    url: `${pageOrigin()}/activity`,
  });
}

/** 'Add to calendar': one event as a file, for a social or a court booking. */
export function AddToCalendarButton({
  event,
  filename,
}: {
  event: CalendarEvent;
  filename: string;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={`${ADD_TO_CALENDAR}: ${event.summary}`}
      onClick={() => saveCalendarFile(event, filename)}
    >
      {ADD_TO_CALENDAR}
    </Button>
  );
}
