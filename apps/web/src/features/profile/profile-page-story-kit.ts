import {
  calendarAddressSchema,
  notificationPreferencesSchema,
  paymentRecordSchema,
  paymentsConfigSchema,
  savedCardListSchema,
  userProfileSchema,
  type UserProfile,
} from '@betterplay/contracts';
import type { RequestHandler } from 'msw';
import { expect, waitFor, type within } from 'storybook/test';
import { z } from 'zod';
import { answer } from '../../storybook/api-mocks.ts';
import { signedInHandlers } from '../../storybook/page-story.tsx';
import {
  alexProfile,
  calendarAddress,
  defaultNotificationPreferences,
  payments,
  sandboxPayments,
  savedCards,
} from './profile-story-data.ts';

/** What the profile page's stories share: its calls answered, and the waits its plays use. */
export const PROFILE = '/user/profile';
const paymentHistory = z.array(paymentRecordSchema);

/** The calls the profile's cards make besides the profile itself: cards, payments, settings. */
export function cardHandlers({ cards = savedCards, paid = payments } = {}) {
  return [
    answer('/user/payment/methods/:id', savedCardListSchema, cards),
    answer('/user/payments', paymentHistory, paid),
    answer('/payments/config', paymentsConfigSchema, sandboxPayments),
    answer(
      '/user/notification-preferences',
      notificationPreferencesSchema,
      defaultNotificationPreferences,
    ),
    answer('/user/calendar', calendarAddressSchema, calendarAddress),
  ];
}

export const profileAnswer = (profile: UserProfile) => answer(PROFILE, userProfileSchema, profile);

/** Alex's profile page answered, after the story's own handlers (the first match answers). */
export const profilePageHandlers = (...first: RequestHandler[]) => [
  ...first,
  profileAnswer(alexProfile),
  ...cardHandlers(),
  ...signedInHandlers,
];

/** A toast's title, once it has faded in. */
export async function toastSays(page: ReturnType<typeof within>, title: string) {
  const toast = await page.findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The first wait of a story also loads the page's chunk: slow on a busy machine. */
export const LOAD = { timeout: 5000 };
