import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sampleProfile } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken, setTokenCookie } from '../../test/tokens.ts';

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('side menu', () => {
  it('signed out, shows only the organiser entry, which asks for sign-in instead', async () => {
    const { user, router } = renderApp('/');
    const menu = await openMenu(user);

    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Switch to Social Organiser']);

    await user.click(within(menu).getByRole('link', { name: 'Switch to Social Organiser' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signed in, adds profile, activity, chat and friends', async () => {
    setTokenCookie(makeToken());
    fakeApi({ 'GET /user/profile': { status: 200, body: { message: 'OK', data: sampleProfile } } });
    const { user, router } = renderApp('/');
    const menu = await openMenu(user);

    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Switch to Social Organiser', '/organiser'],
      ['View Profile', '/profile'],
      ['Your Activity', '/activity'],
      ['Chat', '/chat'],
      ['Friends', '/friends'],
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Switch to Social Organiser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organiser'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
