import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('home page', () => {
  it('shows the hero, the three entry tiles, testimonials and the about section', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Game' })).toBeVisible();
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
});
