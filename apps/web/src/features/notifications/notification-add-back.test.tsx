import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, LOAD, ok, renderApp } from '../../test/app-test-kit.tsx';
import { aNotification, profileRoute, signInOrganizer } from '../organizer/organizer-test-kit.ts';
import { calls } from './bell-test-kit.ts';

const bell = () => screen.findByRole('button', { name: 'Notifications, 1 unread' }, LOAD);

const NINA_ID = '7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const addedBy = (isFriend: boolean) =>
  aNotification({
    id: 'f1',
    kind: 'friend-added',
    firstName: 'Nina',
    lastName: 'Patel',
    socialId: null,
    socialName: '',
    joinRequestId: null,
    playerId: NINA_ID,
    isFriend,
    organizerReadFlag: true,
  });

function serve(isFriend: boolean) {
  signInOrganizer();
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([addedBy(isFriend)]),
    'POST /organizer/notifications/read': ok({ updated: 1 }),
    [`POST /user/friends/${NINA_ID}`]: {
      status: 201,
      body: {
        message: 'Created',
        data: {
          id: NINA_ID,
          firstName: 'Nina',
          lastName: 'Patel',
          avatar: '',
          sports: [],
          isFriend: true,
        },
      },
    },
    'GET /user/friends': ok([]),
  });
}

describe("'added you as a friend' in the bell", () => {
  it('adds the player back in one tap, without opening the entry', async () => {
    const { requests } = serve(false);
    const { user, router } = renderApp('/');
    await user.click(await bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('added you as a friend')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Add back Nina Patel' }));
    expect(await screen.findByText('Friend added')).toBeVisible();
    expect(calls(requests, 'POST', `/user/friends/${NINA_ID}`)).toHaveLength(1);
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Add back Nina Patel' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(calls(requests, 'POST', '/organizer/notifications/read')).toEqual([]);
  });

  it('offers no Add back once already friends; opening the entry marks read and goes to Friends', async () => {
    const { requests } = serve(true);
    const { user, router } = renderApp('/');
    await user.click(await bell());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).queryByRole('button', { name: /Add back/ })).toBeNull();

    await user.click(
      within(panel).getByRole('button', { name: 'Nina Patel added you as a friend' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/friends'));
    expect(calls(requests, 'POST', '/organizer/notifications/read')[0]?.body).toEqual({
      ids: ['f1'],
    });
  });
});
