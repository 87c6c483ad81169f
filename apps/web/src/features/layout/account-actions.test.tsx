import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, LOAD, ok, renderApp } from '../../test/app-test-kit.tsx';
import { aNotification, profileRoute, signInOrganizer } from '../organizer/organizer-test-kit.ts';

describe('account actions', () => {
  it('signed out, shows Sign In and no notification bell', () => {
    const { fetchMock } = fakeApi({});
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(banner).toContainElement(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in, shows the bell with its unread count, the greeting and Sign Out', async () => {
    signInOrganizer();
    fakeApi({ ...profileRoute, 'GET /organizer/notifications': ok([aNotification()]) });
    renderApp('/');

    // The bell loads the notifications' schemas (and zod) cold, after the shell.
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD);
    expect(screen.getByRole('banner')).toContainElement(bell);
    expect(screen.getByText('Hello, Olivia')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('signed in on a phone, keeps one row: the greeting wraps rather than being cut, the brand keeps its name', async () => {
    signInOrganizer();
    fakeApi({ ...profileRoute, 'GET /organizer/notifications': ok([]) });
    renderApp('/');

    const greeting = await screen.findByText('Hello, Olivia');
    expect(greeting).toHaveClass('min-w-0');
    expect(greeting).not.toHaveClass('truncate');
    const brand = within(screen.getByRole('banner')).getByRole('link', { name: 'Better Play' });
    expect(brand).toHaveAttribute('href', '/');
    expect(within(brand).getByText('Better Play')).toHaveClass('max-[440px]:sr-only');
  });
});
