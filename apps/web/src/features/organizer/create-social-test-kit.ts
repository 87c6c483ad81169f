import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeApi, type FakeResponse } from '../../test/fake-api.ts';
import { todayLocal } from './social-form-controls.tsx';
import { profileRoute } from './test-fixtures.ts';
import { ok } from '../socials/social-fixtures.ts';

/** Test helpers for the create event screen. */
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
