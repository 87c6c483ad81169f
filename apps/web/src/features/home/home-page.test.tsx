import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/app-test-kit.tsx';

describe('home page', () => {
  it('shows the hero, the three entry tiles, testimonials and the about section', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' }),
    ).toBeVisible();
    expect(document.title).toBe('Find Your Perfect Game · Better Play');
    expect(screen.getByRole('link', { name: 'Book a Court' })).toHaveAttribute('href', '/book');
    expect(screen.getByRole('link', { name: 'Join a Social' })).toHaveAttribute('href', '/sports');
    expect(screen.getByRole('link', { name: 'Start Training' })).toHaveAttribute(
      'href',
      '/training',
    );

    const testimonials = screen.getByRole('region', { name: 'What players say' });
    expect(testimonials.querySelectorAll('blockquote')).toHaveLength(3);

    const about = screen.getByRole('region', { name: 'About Better Play' });
    expect(about).toHaveAttribute('id', 'about-section');
    for (const point of ['Find Sports', 'Join Communities', 'Improve Skills']) {
      expect(within(about).getByRole('heading', { name: point })).toBeVisible();
    }
  });

  it.each([
    ['Book a Court', '/book', 'Book a Court', 'Popular stadiums near you'],
    ['Join a Social', '/sports', 'Join a Social', 'Choose a sport to see its social games.'],
    ['Start Training', '/training', 'Pick a Sport', 'Choose a sport to find a coach near you.'],
  ])('the %s tile opens %s', async (tile, path, heading, text) => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: tile }));

    // Each page has the heading docs/product.md gives it.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });
});
