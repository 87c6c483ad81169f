import type { Notification, NotificationKind } from '@betterplay/contracts';

/** What the person did, after their name. */
export function notificationText({ kind, socialName }: Pick<Notification, 'kind' | 'socialName'>) {
  switch (kind) {
    case 'join-request':
      return `requested to join ${socialName}`;
    case 'request-accepted':
      return `accepted you into ${socialName}`;
    case 'request-rejected':
      return `declined your request for ${socialName}`;
    case 'reminder':
      return `${socialName} starts within 2 hours`;
    case 'friend-added':
      return 'added you as a friend';
    case 'waitlist-offer':
      return `has a place for you at ${socialName}: take it on Activity`;
  }
}

/** The whole sentence: 'Alex Morgan requested to join Friday Smash'. */
export function notificationSentence(
  notification: Pick<Notification, 'kind' | 'socialName' | 'firstName' | 'lastName'>,
) {
  return `${notification.firstName} ${notification.lastName} ${notificationText(notification)}`;
}

/**
 * Organisers act on join requests in the dashboard; players follow their socials (and take the
 * places offered to them) in activity, and their friends on the Friends page.
 */
export function destinationOf(kind: NotificationKind): '/organiser' | '/activity' | '/friends' {
  if (kind === 'friend-added') return '/friends';
  return kind === 'join-request' ? '/organiser' : '/activity';
}
