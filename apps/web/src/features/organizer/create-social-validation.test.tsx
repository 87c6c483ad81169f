import { errorMessage } from '@betterplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, renderApp } from '../../test/app-test-kit.tsx';
import {
  choose,
  createApi,
  enter,
  field,
  fillForm,
  signInOrganizer,
  submitButton,
} from './organizer-test-kit.ts';

/** The message under a field: the text its aria-describedby points at. */
function messageOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const posted = (requests: { method: string }[]) =>
  requests.filter((request) => request.method === 'POST');

async function openForm() {
  signInOrganizer();
  const api = createApi(failure(500, 'should not be called', 'INTERNAL'));
  const view = renderApp('/social-organizer');
  await screen.findByRole('heading', { level: 1, name: 'Create Event' });
  return { ...view, ...api };
}

// Whole-form flows through Radix selects and a calendar take a few seconds under jsdom.
describe('create event validation', { timeout: 15_000 }, () => {
  it('checks an empty form on submit: a message under each field, focus on the first', async () => {
    const { user, requests } = await openForm();
    await user.click(submitButton());

    const name = screen.getByLabelText('Name');
    // The form focuses the field, then renders its message: wait for both.
    await waitFor(() => {
      expect(name).toHaveFocus();
      expect(name).toHaveAttribute('aria-invalid', 'true');
    });
    expect(messageOf(name)).toBe('Enter the name');
    expect(messageOf(screen.getByLabelText('Venue'))).toBe('Enter the venue');
    expect(field('Sport')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field('Sport'))).toMatch(/^Choose a sport/);
    const date = screen.getByRole('button', { name: 'Date' });
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(date)).toBe('Choose a date');
    expect(messageOf(screen.getByLabelText('Capacity'))).toBe('Capacity must be at least 1');
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'false');
    expect(posted(requests)).toHaveLength(0);
  });

  it('counts each free-text field against its limit and refuses one over it', async () => {
    const { user, requests } = await openForm();
    const counterOf = (label: string) => {
      const ids = (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '').split(' ');
      return document.getElementById(ids.find((id) => id.endsWith('-count')) ?? '')?.textContent;
    };
    expect(counterOf('Name')).toBe('0 / 120');
    expect(counterOf('Venue')).toBe('0 / 120');
    expect(counterOf('Address')).toBe('0 / 200');
    expect(counterOf('Description')).toBe('0 / 2,000');
    await user.click(screen.getByLabelText('Venue'));
    await user.paste('v'.repeat(125));
    expect(counterOf('Venue')).toBe('125 / 120 · 5 too many');
    await user.click(submitButton());
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('Venue'))).toBe(
        'Venue must be at most 120 characters',
      ),
    );
    expect(posted(requests)).toHaveLength(0);
  });

  it('re-checks a field as it changes after the first submit', async () => {
    const { user } = await openForm();
    await user.click(submitButton());
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(messageOf(name)).toBe('Enter the name'));

    await user.type(name, 'S');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.queryByText('Enter the name')).toBeNull();
    await user.clear(name);
    expect(await screen.findByText('Enter the name')).toBeVisible();
  });

  it('focuses the first field in error, even a select', async () => {
    const { user } = await openForm();
    await enter(user, 'Name', 'Sunday Smash');
    await enter(user, 'Venue', 'MSAC');
    await user.click(submitButton());

    await waitFor(() => expect(field('Sport')).toHaveFocus());
  });

  it('asks for the day a weekly social repeats on', async () => {
    const { user, requests } = await openForm();
    await fillForm(user);
    await choose(user, 'Event Type', 'Weekly');
    await user.click(submitButton());

    const day = field('Day of the week');
    await waitFor(() => {
      expect(day).toHaveFocus();
      expect(messageOf(day)).toBe('Choose the day of the week it repeats on');
    });
    expect(posted(requests)).toHaveLength(0);

    await choose(user, 'Event Type', 'One Time');
    expect(screen.queryByText('Choose the day of the week it repeats on')).toBeNull();
  });

  it("places the server's validation details under their fields instead of a toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    const message = 'Choose a date that is today or later';
    const { requests } = createApi({
      status: 400,
      body: {
        message,
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'date', message }],
      },
    });
    const { user, router } = renderApp('/social-organizer');
    await fillForm(user);
    await user.click(submitButton());

    const date = screen.getByRole('button', { name: 'Date' });
    await waitFor(() => {
      expect(date).toHaveFocus();
      expect(messageOf(date)).toBe(message);
    });
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(posted(requests)).toHaveLength(1);
    expect(screen.queryByText('Failed to create event')).toBeNull();
    expect(router.state.location.pathname).toBe('/social-organizer');
  });

  it("toasts any other failure with the server's message and stays on the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    createApi(failure(403, 'Only organisers can create socials', 'NOT_ORGANIZER'));
    const { user, router } = renderApp('/social-organizer');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Only organisers can create socials')).toBeVisible();
    expect(screen.getByText('Failed to create event')).toBeVisible();
    expect(router.state.location.pathname).toBe('/social-organizer');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Sunday Smash');
  });

  it('says to verify the email first when the server asks for it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    createApi(failure(403, errorMessage('EMAIL_NOT_VERIFIED'), 'EMAIL_NOT_VERIFIED'));
    const { user } = renderApp('/social-organizer');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText(errorMessage('EMAIL_NOT_VERIFIED'))).toBeVisible();
    expect(screen.getByText('Failed to create event')).toBeVisible();
  });

  it('toasts the network failure when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    createApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/social-organizer');
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByText('Failed to create event')).toBeVisible();
    expect(
      screen.getByText('Unable to reach the server. Please check your connection.'),
    ).toBeVisible();
  });
});
