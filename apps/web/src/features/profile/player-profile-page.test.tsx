import type { PublicProfile } from '@betterplay/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

const OLIVIA_ID = '5b0c8d1e-6a55-4a43-9c1e-0f4b1f2b9d10';

const publicOlivia: PublicProfile = {
  id: OLIVIA_ID,
  firstName: 'Olivia',
  lastName: 'Stone',
  avatar: '',
  visibility: 'public',
  age: 27,
  height: 1.65,
  weight: 58,
  sportPreferences: ['Badminton', 'Swimming'],
};

function serve(player: PublicProfile | { status: number; body: unknown }) {
  setTokenCookie(makeToken());
  return fakeApi({
    'GET /user/profile': ok(sampleProfile),
    [`GET /users/${OLIVIA_ID}`]: 'status' in player ? player : ok(player),
  });
}

function fact(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('/profile/{id}', () => {
  it("shows a public player's details and sports, in feet and pounds", async () => {
    serve(publicOlivia);
    renderApp(`/profile/${OLIVIA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Stone' })).toBeVisible();
    expect(document.title).toBe('Olivia Stone · Better Play');
    expect(fact('Sports Liked')).toBe('Badminton, Swimming');
    expect(fact('Age')).toBe('27');
    expect(fact('Height')).toBe('5 ft 5 in');
    expect(fact('Weight')).toBe('128 lb');
    expect(screen.getByText('Public profile')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit personal details' })).toBeNull();
  });

  it('shows only the name and photo of a private profile', async () => {
    serve({
      id: OLIVIA_ID,
      firstName: 'Olivia',
      lastName: 'Stone',
      avatar: '',
      visibility: 'private',
    });
    renderApp(`/profile/${OLIVIA_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Stone' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Olivia Stone' })).toBeVisible();
    expect(screen.getByText('Private profile')).toBeVisible();
    expect(
      screen.getByText('Olivia keeps their profile private: only their name and photo are shown.'),
    ).toBeVisible();
    expect(screen.queryByText('Sports Liked')).toBeNull();
  });

  it('says so when there is no such player', async () => {
    serve({
      status: 404,
      body: { message: 'Player not found', statusCode: 404, code: 'USER_NOT_FOUND' },
    });
    renderApp(`/profile/${OLIVIA_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Player not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("opens one's own profile page for one's own id", async () => {
    setTokenCookie(makeToken({ sub: 'user-1' }));
    fakeApi({ 'GET /user/profile': ok(sampleProfile) });
    const { router } = renderApp('/profile/user-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('asks a signed-out visitor to sign in', async () => {
    fakeApi({});
    renderApp(`/profile/${OLIVIA_ID}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sign in to see this player's profile",
        hidden: true,
      }),
    ).toBeVisible();
    expect(screen.queryByText('Olivia Chen')).toBeNull();
  });
});
