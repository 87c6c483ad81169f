import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeResponse, ok, renderApp } from '../../test/app-test-kit.tsx';
import {
  aSocial,
  choose,
  createApi,
  dayFromToday,
  field,
  fillForm,
  optionsOf,
  signInOrganizer,
  submitButton,
} from './organizer-test-kit.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 12 }, (_, step) => String(step * 5).padStart(2, '0'));

// Whole-form flows through Radix selects and a calendar take a few seconds under jsdom.
describe('create event', { timeout: 15_000 }, () => {
  it('is titled and links back to the dashboard', async () => {
    signInOrganizer();
    createApi(ok(aSocial(), 'Created'));
    renderApp('/social-organizer');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    expect(document.title).toBe('Create Event · Better Play');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/organiser',
    );
  });

  it('offers the product’s choices for sport, time, level and event type', async () => {
    signInOrganizer();
    createApi(ok(aSocial(), 'Created'));
    const { user } = renderApp('/social-organizer');
    await screen.findByRole('heading', { level: 1, name: 'Create Event' });

    expect(field('Sport')).toHaveTextContent('Select a sport');
    expect(await optionsOf(user, 'Sport')).toEqual(['Badminton', 'Basketball', 'Tennis', 'Soccer']);
    expect(await optionsOf(user, 'Hour')).toEqual(HOURS);
    expect(await optionsOf(user, 'Minute')).toEqual(MINUTES);
    expect(field('Level')).toHaveTextContent('Beginner');
    expect(await optionsOf(user, 'Level')).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(field('Event Type')).toHaveTextContent('One Time');
    expect(await optionsOf(user, 'Event Type')).toEqual(['One Time', 'Daily', 'Weekly', 'Monthly']);
    expect(screen.queryByRole('combobox', { name: 'Day of the week' })).toBeNull();

    await choose(user, 'Event Type', 'Weekly');
    expect(await optionsOf(user, 'Day of the week')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await choose(user, 'Event Type', 'Monthly');
    const days = await optionsOf(user, 'Day of the month');
    expect(days).toEqual(Array.from({ length: 30 }, (_, index) => String(index + 1)));
  });

  it('offers no day before today', async () => {
    signInOrganizer();
    createApi(ok(aSocial(), 'Created'));
    const { user } = renderApp('/social-organizer');
    await user.click(await screen.findByRole('button', { name: 'Date' }));

    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const todayCell = calendar.querySelector(`[data-day="${dayFromToday(0)}"] button`);
    expect(todayCell).toBeEnabled();
    const yesterdayCell = calendar.querySelector(`[data-day="${dayFromToday(-1)}"] button`);
    // Yesterday is on screen only when today is not the 1st of the month.
    if (yesterday.getMonth() === today.getMonth()) expect(yesterdayCell).toBeDisabled();
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("sends the payload, shows 'Creating event ...' meanwhile, then 'Event created!' and the event list", async () => {
    signInOrganizer();
    let answer: (response: FakeResponse) => void = () => {};
    const { requests } = createApi(
      () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
    );
    const { user, router } = renderApp('/social-organizer');

    await fillForm(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Creating event ...' });
    expect(busy).toBeDisabled();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'Sunday Smash',
      venue: 'MSAC',
      address: 'Aughtie Dr, Albert Park',
      description: 'Friendly doubles',
      category: 'badminton',
      date: dayFromToday(3),
      time: '18:00:00',
      capacity: 12,
      price: 12.5,
      level: 'intermediate',
      eventType: 'oneTime',
      recurrenceDay: null,
      recurrenceWeekday: null,
    });

    act(() => answer({ status: 201, body: { message: 'Created', data: aSocial() } }));
    expect(await screen.findByText('Event created!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-social-events'));
  });

  it('asks for the weekday of a weekly social and the day of a monthly one; a type change resets it', async () => {
    signInOrganizer();
    const { requests } = createApi(ok(aSocial(), 'Created'));
    const { user } = renderApp('/social-organizer');
    await fillForm(user);

    await choose(user, 'Event Type', 'Weekly');
    expect(field('Day of the week')).toHaveTextContent('Select a weekday');
    await choose(user, 'Day of the week', 'Sunday');
    expect(field('Day of the week')).toHaveTextContent('Sunday');

    await choose(user, 'Event Type', 'Monthly');
    expect(field('Day of the month')).toHaveTextContent('Select a day');
    await choose(user, 'Day of the month', '15');

    await user.click(submitButton());
    await screen.findByText('Event created!');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      eventType: 'monthly',
      recurrenceDay: 15,
      recurrenceWeekday: true,
    });
  });

  it('sends a chosen weekly day as a number and the minute in the time', async () => {
    signInOrganizer();
    const { requests } = createApi(ok(aSocial(), 'Created'));
    const { user } = renderApp('/social-organizer');
    await fillForm(user);
    await choose(user, 'Minute', '45');
    await choose(user, 'Event Type', 'Weekly');
    await choose(user, 'Day of the week', 'Wednesday');
    await user.click(submitButton());

    await screen.findByText('Event created!');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      time: '18:45:00',
      eventType: 'weekly',
      recurrenceDay: 3,
      recurrenceWeekday: true,
    });
  });
});
