import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makePage, ok } from '../socials/social-fixtures.ts';

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
