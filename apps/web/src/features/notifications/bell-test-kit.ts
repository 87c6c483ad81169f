import { screen } from '@testing-library/react';
import { fakeApi, type FakeRequest, ok } from '../../test/app-test-kit.tsx';
import { aNotification, profileRoute } from '../organizer/organizer-test-kit.ts';

/** Test helpers for the notification bell. */
export const HOUR = 3_600_000;

export const notifications = [
  aNotification({ id: 'n1' }),
  aNotification({
    id: 'n2',
    kind: 'request-accepted',
    firstName: 'Olivia',
    lastName: 'Stone',
    socialName: 'Hoops Night',
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  }),
  aNotification({
    id: 'n3',
    kind: 'request-rejected',
    firstName: 'Chris',
    lastName: 'Park',
    socialName: 'Tennis Tuesdays',
    createdAt: new Date(Date.now() - 2 * 24 * HOUR).toISOString(),
    organizerReadFlag: false,
  }),
  aNotification({
    id: 'n4',
    kind: 'reminder',
    firstName: 'Olivia',
    lastName: 'Stone',
    socialName: 'Sunday Smash',
    createdAt: new Date(Date.now() - 20_000).toISOString(),
    organizerReadFlag: false,
  }),
];

export function bellApi(list = notifications) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok(list),
    'POST /organizer/notifications/read': ok({ updated: 2 }),
    'GET /organizer/social/bookings': ok([]),
    'GET /organizer/social/requests': ok([]),
  });
}

export function calls(requests: FakeRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path);
}

export const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });
