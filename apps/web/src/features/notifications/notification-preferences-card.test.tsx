import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './notification-preferences-card.stories.tsx';

const { Defaults, SomeTurnedOff, Saving, Loading, Failed } = composeStories(stories);

describe('the Notifications card', () => {
  it('names every switch by its kind and channel, under column headers', () => {
    render(<Defaults />);
    const table = within(screen.getByRole('table', { name: /Notification settings/ }));
    expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    expect(table.getByRole('columnheader', { name: 'Push' })).toBeVisible();
    expect(table.getByRole('rowheader', { name: 'Court bookings' })).toBeVisible();
    expect(table.getAllByRole('switch')).toHaveLength(18);
    expect(table.getByRole('switch', { name: 'Chat messages by email' })).not.toBeChecked();
  });

  it('shows what was turned off', () => {
    render(<SomeTurnedOff />);
    expect(screen.getByRole('switch', { name: 'Refunds by push' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Refunds by email' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Reminders before a game by email' }),
    ).not.toBeChecked();
  });

  it('tells which switch was turned, and to what, from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Defaults onChange={onChange} />);
    screen.getByRole('switch', { name: 'Court bookings by push' }).focus();
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([['push', 'court-booking', false]]);
  });

  it('holds the switches while saving, and shows loading and a failure with a retry', () => {
    const saving = render(<Saving />);
    expect(screen.getAllByRole('switch').every((item) => item.hasAttribute('disabled'))).toBe(true);
    saving.unmount();
    const loading = render(<Loading />);
    expect(screen.getByText('Loading your notification settings...')).toBeVisible();
    loading.unmount();
    render(<Failed />);
    expect(screen.getByText('Network error. Please check your connection.')).toBeVisible();
    expect(screen.getByRole('button', { name: /try again/i })).toBeVisible();
  });
});
