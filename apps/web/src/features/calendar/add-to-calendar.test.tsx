import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCourtBooking } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';
import {
  AddToCalendarButton,
  courtBookingCalendarEvent,
  socialCalendarEvent,
} from './add-to-calendar.tsx';

/** Clicks the button and answers the file the browser was asked to save, as a calendar reads it. */
async function savedFile(button: HTMLElement) {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    files.push(file as Blob);
    return 'blob:calendar';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  await userEvent.setup().click(button);
  const [file] = files;
  if (!file) throw new Error('no file was saved');
  expect(file.type).toBe('text/calendar;charset=utf-8');
  // jsdom's Blob has no text(): read it as a page would.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('the file holds no event');
  return { event, downloads };
}

afterEach(() => vi.restoreAllMocks());

describe('Add to calendar', () => {
  it('saves a weekly social as one repeating event, with the UID of the calendar feed', async () => {
    render(<AddToCalendarButton event={socialCalendarEvent(FRIDAY_SMASH)} filename="smash.ics" />);
    const { event, downloads } = await savedFile(
      screen.getByRole('button', { name: 'Add to calendar: Friday Night Smash' }),
    );
    expect(downloads).toEqual(['smash.ics']);
    expect(event.getFirstPropertyValue('uid')).toBe(`social-${FRIDAY_SMASH.id}@betterplay`);
    expect(String(event.getFirstPropertyValue('rrule'))).toContain('BYDAY=FR');
    expect(event.getFirstPropertyValue('location')).toBe(
      'Albert Park Courts, 1 Aughtie Dr, Albert Park',
    );
    expect(String(event.getFirstPropertyValue('url'))).toContain(
      `/sports/badminton/social?id=${FRIDAY_SMASH.id}`,
    );
  });

  it('saves a court booking for its hours', async () => {
    const booking = aCourtBooking({ durationHours: 2 });
    render(<AddToCalendarButton event={courtBookingCalendarEvent(booking)} filename="court.ics" />);
    const { event } = await savedFile(screen.getByRole('button', { name: /^Add to calendar: / }));
    expect(event.getFirstPropertyValue('uid')).toBe(`court-booking-${booking.id}@betterplay`);
    const vevent = new ICAL.Event(event);
    expect(vevent.endDate.toJSDate().getTime() - vevent.startDate.toJSDate().getTime()).toBe(
      2 * 60 * 60 * 1000,
    );
    expect(vevent.startDate.toJSDate()).toEqual(new Date(2099, 2, 8, 10, 0));
  });
});
