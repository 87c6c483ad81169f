import type {
  Notification,
  OrganizerBooking,
  OrganizerJoinRequest,
  OrganizerSocial,
} from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  fakeApi,
  type FakeResponse,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
  withPastFlag,
} from '../../test/app-test-kit.tsx';
import { todayLocal } from './social-form-controls.tsx';

/** Signs Olivia (an organiser) in before the app renders. */
export function signInOrganizer() {
  setTokenCookie(
    makeToken({ sub: 'organizer-1', firstName: 'Olivia', email: 'olivia@example.com' }),
  );
}

export const profileRoute = {
  'GET /user/profile': {
    status: 200,
    body: {
      message: 'OK',
      data: { ...sampleProfile, id: 'organizer-1', firstName: 'Olivia', lastName: 'Stone' },
    },
  },
};

export function aBooking(overrides: Partial<OrganizerBooking> = {}): OrganizerBooking {
  return {
    id: 'booking-1',
    socialId: 'social-1',
    userEmail: 'sam@example.com',
    phone: '0499000111',
    name: 'Sunday Smash',
    socialDate: '2099-06-01',
    socialTime: '18:00:00',
    attendees: 3,
    capacity: 10,
    firstName: 'Sam',
    lastName: 'Lee',
    bookingDate: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aJoinRequest(overrides: Partial<OrganizerJoinRequest> = {}): OrganizerJoinRequest {
  return {
    id: 'request-1',
    socialId: 'social-1',
    userId: 'user-1',
    firstName: 'Alex',
    lastName: 'Morgan',
    avatar: 'avatar.png',
    email: 'alex@example.com',
    socialName: 'Sunday Smash',
    socialDate: '2099-06-01',
    socialTime: '18:00:00',
    attendees: 3,
    capacity: 10,
    message: 'Can I bring a friend?',
    status: 'pending',
    createdAt: new Date().toISOString(),
    organizerReadFlag: true,
    ...overrides,
  };
}

export function aSocial(overrides: Partial<OrganizerSocial> = {}): OrganizerSocial {
  return withPastFlag({
    id: 'social-1',
    name: 'Sunday Smash',
    description: 'Friendly doubles',
    category: 'badminton',
    sport: 'Badminton',
    venue: 'MSAC',
    address: 'Aughtie Dr, Albert Park',
    date: '2099-03-07',
    time: '18:00:00',
    eventType: 'oneTime',
    capacity: 10,
    price: 12.5,
    level: 'beginner',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 0,
    held: 0,
    waiting: 0,
    organizer: { id: 'organizer-1', firstName: 'Olivia', lastName: 'Stone', avatar: 'avatar.png' },
    socialBookings: [],
    ...overrides,
  });
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'notification-1',
    kind: 'join-request',
    socialId: 'social-1',
    socialName: 'Sunday Smash',
    joinRequestId: 'request-1',
    firstName: 'Alex',
    lastName: 'Morgan',
    avatar: 'avatar.png',
    email: 'alex@example.com',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    organizerReadFlag: true,
    ...overrides,
  };
}

// The create event screen's tests:

/** The organiser's API with `create` answering the new social. */
export function createApi(create: FakeResponse | (() => Promise<FakeResponse>)) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([]),
    'GET /organizer/social': ok([]),
    'POST /organizer/social': create,
  });
}

export const field = (name: string) => screen.getByRole('combobox', { name });

/** Picks `option` in the kit Select labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The options a kit Select offers, by their text; closes it again. */
export async function optionsOf(user: UserEvent, label: string) {
  await user.click(field(label));
  const texts = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return texts;
}

/** A day `daysAhead` from today, 'YYYY-MM-DD' in the browser's calendar. */
export function dayFromToday(daysAhead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysAhead);
  return todayLocal(day);
}

/** Opens the calendar (on today) and picks the day `daysAhead` from today with the keyboard. */
export async function pickDate(user: UserEvent, daysAhead: number) {
  await user.click(screen.getByRole('button', { name: 'Date' }));
  await screen.findByRole('dialog', { name: 'Choose a date' });
  await user.keyboard(`${'{ArrowRight}'.repeat(daysAhead)}{Enter}`);
}

export const submitButton = () => screen.getByRole('button', { name: 'Create Event' });

/** Fills every field a one-time social needs, the date 3 days from today at 18:00. */
export async function fillForm(user: UserEvent) {
  await screen.findByRole('heading', { level: 1, name: 'Create Event' });
  await enter(user, 'Name', 'Sunday Smash');
  await enter(user, 'Venue', 'MSAC');
  await enter(user, 'Address', 'Aughtie Dr, Albert Park');
  await enter(user, 'Description', 'Friendly doubles');
  await choose(user, 'Sport', 'Badminton');
  await pickDate(user, 3);
  await choose(user, 'Hour', '18');
  await enter(user, 'Capacity', '12');
  await enter(user, 'Price ($)', '12.5');
  await choose(user, 'Level', 'Intermediate');
}

/** Puts `text` in the text field labelled `label` in one go (pasting is quicker than typing). */
export async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
