import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  makeToken,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const PAGE_ENTRIES = [
  ['Home', '/'],
  ['Sports', '/sports'],
  ['About', '/#about-section'],
];

describe('side menu', () => {
  it('says whether it is open, and gives focus back to its button when it closes', async () => {
    const { user } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const menu = await openMenu(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(menu).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the theme switch, which remembers the choice and puts it on the page', async () => {
    const { user } = renderApp('/');
    const menu = await openMenu(user);
    const theme = within(menu).getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('radio', { name: 'Device' })).toBeChecked();

    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('betterplay.theme')).toBe('dark');
    await user.click(within(theme).getByRole('radio', { name: 'Device' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('signed out, shows the page links and the organiser entry, which asks for sign-in instead', async () => {
    const { user, router } = renderApp('/');
    const menu = await openMenu(user);

    expect(entries(menu)).toEqual([...PAGE_ENTRIES, ['Switch to Social Organiser', '/organiser']]);

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

    expect(entries(menu)).toEqual([
      ...PAGE_ENTRIES,
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

  it('holds the page links only below 640 px, where the header has no room for them', async () => {
    const { user } = renderApp('/');
    const mainNav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(mainNav).toHaveClass('hidden', 'sm:block');

    const menu = await openMenu(user);
    for (const [name] of PAGE_ENTRIES) {
      expect(within(menu).getByRole('link', { name }).closest('li')).toHaveClass('sm:hidden');
    }
    const organiser = within(menu).getByRole('link', { name: 'Switch to Social Organiser' });
    expect(organiser.closest('li')).not.toHaveClass('sm:hidden');
  });

  it('goes to a page and closes', async () => {
    const { user, router } = renderApp('/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Sports' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('About scrolls to the about section on the home page and closes the menu', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, router } = renderApp('/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'About' }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'about-section');
    expect(router.state.location.hash).toBe('');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('About from another page goes to /#about-section', async () => {
    const { user, router } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Sign Up' });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'About' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#about-section');
  });
});
