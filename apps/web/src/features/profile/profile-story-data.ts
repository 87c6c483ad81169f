import {
  DELIVERY_KINDS,
  deliveryDefault,
  type CalendarAddress,
  type NotificationPreferences,
  type PaymentRecord,
  type PaymentsConfig,
  type PublicProfile,
  type SavedCard,
  type UserProfile,
} from '@betterplay/contracts';
import { STORY_PLAYER_ID } from '../../storybook/story-socket.ts';

/** The profile pages' story data: plain data shaped like the API's answers. */

/** A small inline picture, so the pages need no network for a photo. */
export const storyPicture = (colour: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/>` +
      '<circle cx="32" cy="26" r="12" fill="#f8fafc"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f8fafc"/></svg>',
  );

/** Alex Morgan, the story's signed-in player: 1.8 m (5 ft 11 in) and 75 kg (165 lb). */
export const alexProfile: UserProfile = {
  id: STORY_PLAYER_ID,
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  emailVerified: true,
  phone: '0412 345 678',
  age: 30,
  height: 1.8,
  weight: 75,
  avatar: storyPicture('#0f766e'),
  visibility: 'public',
  sportPreferences: ['Badminton', 'Tennis'],
  stripeCustomerId: 'cus_story_alex',
};

/** A player who has just signed up: the sign-up names and phone, nothing else yet. */
export const newPlayerProfile: UserProfile = {
  ...alexProfile,
  age: null,
  height: null,
  weight: null,
  avatar: 'avatar.png',
  sportPreferences: [],
  stripeCustomerId: null,
};

export const OLIVIA_ID = '5b0c8d1e-6a55-4a43-9c1e-0f4b1f2b9d10';

/** Another player who shows her details. */
export const publicOlivia: PublicProfile = {
  id: OLIVIA_ID,
  firstName: 'Olivia',
  lastName: 'Stone',
  avatar: storyPicture('#7c3aed'),
  visibility: 'public',
  age: 27,
  height: 1.65,
  weight: 58,
  sportPreferences: ['Badminton', 'Swimming'],
};

/** The same player with her profile private: the server sends only her name and photo. */
export const privateOlivia: PublicProfile = {
  id: OLIVIA_ID,
  firstName: 'Olivia',
  lastName: 'Stone',
  avatar: storyPicture('#7c3aed'),
  visibility: 'private',
};

const card = (
  id: string,
  brand: string,
  last4: string,
  expiry: [month: number, year: number],
  isDefault = false,
): SavedCard => ({
  id,
  card: { brand, last4, exp_month: expiry[0], exp_year: expiry[1] },
  isDefault,
  cardholderName: 'Alex Morgan',
});

/** GET /user/payment/methods/{id}'s list: a default Mastercard and an older Visa. */
export const savedCards = {
  object: 'list' as const,
  data: [
    card('pm_mc', 'mastercard', '4444', [12, 2034], true),
    card('pm_visa', 'visa', '4242', [4, 2031]),
  ],
};

export const noSavedCards = { object: 'list' as const, data: [] as SavedCard[] };

const payment = (
  n: number,
  kind: PaymentRecord['kind'],
  status: PaymentRecord['status'],
  amountCents: number,
  description: string,
  createdAt: string,
): PaymentRecord => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  kind,
  status,
  amountCents,
  description,
  createdAt,
});

/** GET /user/payments: a few of a regular player's payments, newest first. */
export const payments: PaymentRecord[] = [
  payment(1, 'social', 'authorised', 1500, 'Better Play: Sunday Doubles', '2026-11-26T09:00:00Z'),
  payment(
    2,
    'court',
    'charged',
    2800,
    'Better Play: Court 2 at MSAC, 28 Nov 6:00 PM',
    '2026-11-23T08:30:00Z',
  ),
  payment(
    3,
    'share',
    'refunded',
    1400,
    'Better Play: Court 1 at MSAC, 20 Nov 7:00 PM',
    '2026-11-19T20:00:00Z',
  ),
];

/** The sandbox card form: what the card dialog would load (the dialog stays closed here). */
export const sandboxPayments: PaymentsConfig = { provider: 'sandbox', publishableKey: null };

/** Every switch as a person who never changed them has it: all on but chat by email. */
export const defaultNotificationPreferences: NotificationPreferences = {
  email: Object.fromEntries(
    DELIVERY_KINDS.map((kind) => [kind, deliveryDefault('email', kind)]),
  ) as NotificationPreferences['email'],
  push: Object.fromEntries(
    DELIVERY_KINDS.map((kind) => [kind, deliveryDefault('push', kind)]),
  ) as NotificationPreferences['push'],
};

export const calendarAddress: CalendarAddress = {
  url: 'https://betterplay.example/api/v1/calendar/q3VbX0m2Yt7LkP9sW4nZc8RfHd1JaE6u.ics',
};
