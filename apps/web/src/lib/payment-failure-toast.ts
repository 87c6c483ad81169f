import { toast } from '@betterplay/ui';
import { ApiError } from './api-client.ts';

/** The server refused to pay because the player has no saved card yet. */
export const needsCard = (error: unknown) =>
  error instanceof ApiError && error.code === 'NO_PAYMENT_METHOD';

/**
 * Why a request that pays (joining a paid social, taking its offer) failed, as a toast; when it
 * was for want of a card, with the way to add one: 'Add a card' opens the profile.
 */
export function toastPaymentFailure(
  message: string,
  options: { needsCard: boolean; openProfile(): void },
) {
  toast({
    title: message,
    variant: 'destructive',
    ...(options.needsCard
      ? {
          action: {
            label: 'Add a card',
            altText: 'Add a card on your profile',
            onClick: options.openProfile,
          },
        }
      : {}),
  });
}
