import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aSocial, failure, ok, profileRoute, signInOrganizer } from './test-fixtures.ts';

function createApi(create: FakeResponse | (() => Promise<FakeResponse>)) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([]),
    'GET /organizer/social': ok([]),
    'POST /organizer/social': create,
  });
}

async function fillForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Sunday Smash');
  await user.type(screen.getByLabelText('Venue'), 'MSAC');
  await user.type(screen.getByLabelText('Address'), 'Aughtie Dr, Albert Park');
  await user.type(screen.getByLabelText('Description'), 'Friendly doubles');
  await user.selectOptions(screen.getByLabelText('Sport'), 'Badminton');
  await user.type(screen.getByLabelText('Date'), '2099-03-07');
  await user.selectOptions(screen.getByLabelText('Hour'), '18');
  await user.type(screen.getByLabelText('Capacity'), '12');
  await user.type(screen.getByLabelText('Price ($)'), '12.5');
  await user.selectOptions(screen.getByLabelText('Level'), 'Intermediate');
}

const submitButton = () => screen.getByRole('button', { name: 'Create Event' });

describe('create event', () => {
  it('offers the spec’s choices for sport, time, level and event type', () => {
    signInOrganizer();
    createApi(ok(aSocial(), 'Created'));
    renderApp('/social-organizer');

    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map(
        (option) => option.value,
      );
    expect(options('Sport')).toEqual(['', 'badminton', 'basketball', 'tennis', 'soccer']);
    expect(options('Hour')).toHaveLength(25);
    expect(options('Hour').slice(0, 3)).toEqual(['', '00', '01']);
    expect(options('Hour').at(-1)).toBe('23');
    expect(options('Minute')).toEqual([
      '',
      '00',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
    expect(options('Level')).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(options('Event Type')).toEqual(['oneTime', 'daily', 'weekly', 'monthly']);
    expect(screen.queryByLabelText('Day of the week')).toBeNull();
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

    const busy = screen.getByRole('button', { name: 'Creating event ...' });
    expect(busy).toBeDisabled();
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      name: 'Sunday Smash',
      venue: 'MSAC',
      address: 'Aughtie Dr, Albert Park',
      description: 'Friendly doubles',
      category: 'badminton',
      date: '2099-03-07',
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

    await user.selectOptions(screen.getByLabelText('Event Type'), 'Weekly');
    const weekday = screen.getByLabelText('Day of the week');
    expect(Array.from((weekday as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Select a weekday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await user.selectOptions(weekday, 'Sunday');
    expect(weekday).toHaveValue('7');

    await user.selectOptions(screen.getByLabelText('Event Type'), 'Monthly');
    const monthDay = screen.getByLabelText('Day of the month');
    expect(monthDay).toHaveValue('');
    expect((monthDay as HTMLSelectElement).options).toHaveLength(31);

    await user.click(submitButton());
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      eventType: 'monthly',
      recurrenceDay: null,
      recurrenceWeekday: true,
    });
  });

  it('sends a chosen weekly day as a number', async () => {
    signInOrganizer();
    const { requests } = createApi(ok(aSocial(), 'Created'));
    const { user } = renderApp('/social-organizer');
    await fillForm(user);
    await user.selectOptions(screen.getByLabelText('Minute'), '45');
    await user.selectOptions(screen.getByLabelText('Event Type'), 'Weekly');
    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Wednesday');
    await user.click(submitButton());

    await screen.findByText('Event created!');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      time: '18:45:00',
      eventType: 'weekly',
      recurrenceDay: 3,
      recurrenceWeekday: true,
    });
  });

  it("toasts the server's message on failure and stays on the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    createApi(failure(400, 'capacity must be at least 1', 'VALIDATION_FAILED'));
    const { user, router } = renderApp('/social-organizer');
    await user.type(screen.getByLabelText('Name'), 'Sunday Smash');
    await user.click(submitButton());

    expect(await screen.findByText('capacity must be at least 1')).toBeVisible();
    expect(screen.getByText('Failed to create event')).toBeVisible();
    expect(router.state.location.pathname).toBe('/social-organizer');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Sunday Smash');
  });

  it('toasts the network failure when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    createApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/social-organizer');
    await user.click(submitButton());
    expect(await screen.findByText('Failed to create event')).toBeVisible();
    expect(
      screen.getByText('Unable to reach the server. Please check your connection.'),
    ).toBeVisible();
  });
});
