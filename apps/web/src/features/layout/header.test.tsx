import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOAD, renderApp } from '../../test/app-test-kit.tsx';

describe('header', () => {
  it('links the brand home and shows Home, Sports and About', async () => {
    renderApp('/signup');
    // The first screen of the file loads the contracts' schemas cold.
    await screen.findByRole('heading', { name: 'Sign Up' }, LOAD);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Better Play' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/sports');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/#about-section',
    );
  });

  it('About scrolls smoothly to the about section on the home page', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, router } = renderApp('/');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'about-section');
    expect(router.state.location.hash).toBe('');
  });

  it('About from another page goes to /#about-section and scrolls there', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, router } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Sign Up' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#about-section');
    await waitFor(() =>
      expect(scrollIntoView.mock.contexts.at(-1)).toHaveAttribute('id', 'about-section'),
    );
  });

  it('has footer links to the public pages and contact details', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    const links = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/sports',
      '/about',
      '/contact',
    ]);
    expect(within(footer).getByRole('link', { name: 'Better Play on Instagram' })).toBeVisible();
  });
});
