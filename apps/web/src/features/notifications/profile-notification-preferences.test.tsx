import {
  DELIVERY_KINDS,
  deliveryDefault,
  type NotificationPreferences,
} from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  failure,
  fakeApi,
  LOAD,
  makeToken,
  ok,
  renderApp,
  setTokenCookie,
  type FakeRequest,
} from '../../test/app-test-kit.tsx';
import { savedAlex } from '../profile/profile-test-kit.ts';
import { PUSH_DEVICE_TEXTS } from '../push/push-device-switch.tsx';
import { PREFERENCES_NOT_SAVED } from './profile-notification-preferences.tsx';

const defaults = (): NotificationPreferences => {
  const of = (channel: 'email' | 'push') =>
    Object.fromEntries(
      DELIVERY_KINDS.map((kind) => [kind, deliveryDefault(channel, kind)]),
    ) as NotificationPreferences['email'];
  return { email: of('email'), push: of('push') };
};

/** The profile, and preferences the fake server keeps; `refuse` answers every save with 400. */
function servePreferences(options: { refuse?: boolean } = {}) {
  let preferences = defaults();
  setTokenCookie(makeToken({ sub: savedAlex.id, firstName: savedAlex.firstName }));
  return fakeApi({
    'GET /user/profile': () => ok(savedAlex),
    'GET /user/payments': () => ok([]),
    'GET /user/notification-preferences': () => ok(preferences),
    'PUT /user/notification-preferences': (request: FakeRequest) => {
      if (options.refuse) return failure(400, 'Unrecognized key: "refund"');
      const update = request.body as Partial<NotificationPreferences>;
      preferences = {
        email: { ...preferences.email, ...update.email },
        push: { ...preferences.push, ...update.push },
      };
      return ok(preferences);
    },
  });
}

async function notificationsCard() {
  const heading = await screen.findByRole('heading', { name: 'Notifications' }, LOAD);
  const card = heading.closest('[data-slot="card"]');
  if (!(card instanceof HTMLElement)) throw new Error('the Notifications card is not a card');
  return within(card);
}

describe('the profile’s Notifications card', () => {
  it('shows a switch per kind and channel, all on but chat messages by email', async () => {
    servePreferences();
    renderApp('/profile');
    const card = await notificationsCard();
    const table = await card.findByRole('table', {
      name: 'Notification settings, by email and by push',
    });
    expect(within(table).getAllByRole('switch')).toHaveLength(18);
    expect(card.getByRole('switch', { name: 'Chat messages by email' })).not.toBeChecked();
    expect(card.getByRole('switch', { name: 'Chat messages by push' })).toBeChecked();
    expect(card.getByRole('switch', { name: 'Refunds by email' })).toBeChecked();
    // This browser (jsdom) has no service worker: push on this device says it cannot be.
    expect(card.getByRole('heading', { name: 'Push on this device' })).toBeInTheDocument();
    expect(await card.findByText(PUSH_DEVICE_TEXTS.unsupported)).toBeInTheDocument();
  });

  it('saves the switch changed, and only that one', async () => {
    const { requests } = servePreferences();
    const { user } = renderApp('/profile');
    const card = await notificationsCard();
    const refunds = await card.findByRole('switch', { name: 'Refunds by email' });

    await user.click(refunds);
    expect(refunds).not.toBeChecked();
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1),
    );
    const saved = requests.find((request) => request.method === 'PUT');
    expect(saved?.body).toEqual({ email: { refund: false } });
    await waitFor(() =>
      expect(card.getByRole('switch', { name: 'Refunds by email' })).toBeEnabled(),
    );
    expect(card.getByRole('switch', { name: 'Refunds by email' })).not.toBeChecked();
  });

  it('moves a switch back and says why when saving fails', async () => {
    servePreferences({ refuse: true });
    const { user } = renderApp('/profile');
    const card = await notificationsCard();
    const offers = await card.findByRole('switch', {
      name: 'A place offered from a waitlist by push',
    });

    await user.click(offers);
    expect(await screen.findByText(PREFERENCES_NOT_SAVED, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(offers).toBeChecked());
  });

  it('says so and offers a retry when the settings cannot be loaded', async () => {
    setTokenCookie(makeToken({ sub: savedAlex.id, firstName: savedAlex.firstName }));
    fakeApi({
      'GET /user/profile': () => ok(savedAlex),
      'GET /user/payments': () => ok([]),
      'GET /user/notification-preferences': () => failure(500, 'Something went wrong'),
    });
    renderApp('/profile');
    const card = await notificationsCard();
    expect(await card.findByRole('button', { name: /try again|retry/i }, LOAD)).toBeVisible();
  });
});
