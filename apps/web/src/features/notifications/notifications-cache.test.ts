import { describe, expect, it } from 'vitest';
import { aNotification } from '../organizer/organizer-test-kit.ts';
import { destinationOf, notificationText } from './notification-text.ts';
import {
  unreadOf,
  withNotification,
  withoutNotifications,
  withReadFlagsCleared,
} from './notifications-cache.ts';

const first = aNotification({ id: 'a' });
const second = aNotification({ id: 'b', organizerReadFlag: false });

describe('notification cache updates', () => {
  it('counts only the flagged notifications as unread', () => {
    expect(unreadOf([first, second]).map((n) => n.id)).toEqual(['a']);
  });

  it('puts a pushed notification first without duplicating a fetched copy', () => {
    const pushed = aNotification({ id: 'c' });
    expect(withNotification([first, second], pushed)?.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(withNotification([first, second], { ...second, organizerReadFlag: true })).toEqual([
      { ...second, organizerReadFlag: true },
      first,
    ]);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(withNotification(undefined, first)).toBeUndefined();
    expect(withoutNotifications(undefined, ['a'])).toBeUndefined();
    expect(withReadFlagsCleared(undefined, ['a'])).toBeUndefined();
  });

  it('drops expired notifications', () => {
    expect(withoutNotifications([first, second], ['a', 'zzz'])).toEqual([second]);
  });

  it('clears the flag of the notifications marked read', () => {
    expect(unreadOf(withReadFlagsCleared([first, second], ['a']) ?? [])).toEqual([]);
  });
});

describe('notification text', () => {
  it.each([
    ['join-request', 'requested to join Sunday Smash', '/organiser'],
    ['request-accepted', 'accepted you into Sunday Smash', '/activity'],
    ['request-rejected', 'declined your request for Sunday Smash', '/activity'],
    ['reminder', 'Sunday Smash starts within 2 hours', '/activity'],
    ['waitlist-offer', 'has a place for you at Sunday Smash: take it on Activity', '/activity'],
  ] as const)('%s reads "%s" and opens %s', (kind, text, destination) => {
    expect(notificationText({ kind, socialName: 'Sunday Smash' })).toBe(text);
    expect(destinationOf(kind)).toBe(destination);
  });
});
