import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, renderApp } from '../../test/app-test-kit.tsx';
import { makePage } from '../socials/socials-test-kit.ts';

describe('sports page', () => {
  it("offers the four sports' socials", async () => {
    const { user, router } = renderApp('/sports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a Social' })).toBeVisible();
    expect(document.title).toBe('Join a Social · Better Play');
    for (const sport of ['Badminton', 'Basketball', 'Tennis', 'Soccer']) {
      expect(screen.getByRole('link', { name: sport })).toHaveAttribute(
        'href',
        `/sports/${sport.toLowerCase()}`,
      );
    }
    fakeApi({ 'GET /cms/socials/tennis': ok(makePage([])) });
    await user.click(screen.getByRole('link', { name: 'Tennis' }));
    expect(await screen.findByRole('heading', { name: 'Tennis Socials' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sports/tennis');
  });
});
