import {
  FULL_REFUND_HOURS_BEFORE,
  nextOccurrence,
  type ExpectedRefund,
  type Social,
} from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { useRefundConfirmation } from '../../lib/use-refund-confirmation.ts';
import { activityKeys } from '../activity/activity-api.ts';
import { socialKeys } from '../socials/socials-api.ts';
import { waitlistKeys } from './waitlist-api.ts';

const HOUR_MS = 3_600_000;

/** What leaving refunds now: everything 24 hours or more before the next start, nothing later. */
export function refundOnLeaving(social: Social, now: number): ExpectedRefund {
  const startsAt = nextOccurrence(social, new Date(now));
  if (startsAt === null) return 'none';
  return startsAt.getTime() - now >= FULL_REFUND_HOURS_BEFORE * HOUR_MS ? 'full' : 'none';
}

async function givePlaceUp(socialId: string, expectRefund: ExpectedRefund) {
  return apiRequest(
    `/user/socials/${encodeURIComponent(socialId)}/place?expectRefund=${expectRefund}`,
    { method: 'DELETE', schema: z.object({ refund: z.enum(['full', 'none']) }) },
  );
}

/** 'Leave this social' and its dialog, which promises the refund (useRefundConfirmation). */
export function useGivePlaceUp(social: Social) {
  const queryClient = useQueryClient();
  const { pending, ...dialog } = useRefundConfirmation({
    refundAt: (openedAt) => refundOnLeaving(social, openedAt),
    send: (expectRefund) => givePlaceUp(social.id, expectRefund),
    onSuccess: async ({ message }) => {
      toast({ title: message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
      ]);
    },
  });
  return { ...dialog, leaving: pending };
}
