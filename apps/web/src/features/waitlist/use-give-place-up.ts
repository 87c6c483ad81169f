import {
  FULL_REFUND_HOURS_BEFORE,
  nextOccurrence,
  type ExpectedRefund,
  type Social,
} from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
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

/**
 * 'Leave this social' and its dialog, which promises a refund and sends it. When the server's
 * differs by then (409 REFUND_POLICY_CHANGED) the dialog stays open with its message and now
 * promises the server's refund, and the player confirms again.
 */
export function useGivePlaceUp(social: Social) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [serverRefund, setServerRefund] = useState<ExpectedRefund | null>(null);
  const refund = serverRefund ?? refundOnLeaving(social, openedAt);
  const leave = useSendOnce({
    mutationFn: (expectRefund: ExpectedRefund) => givePlaceUp(social.id, expectRefund),
    onSuccess: async ({ message }) => {
      setOpen(false);
      toast({ title: message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
      ]);
    },
    onError: (error, expected) => {
      if (error instanceof ApiError && error.code === 'REFUND_POLICY_CHANGED')
        setServerRefund(expected === 'full' ? 'none' : 'full');
    },
  });
  return {
    open,
    refund,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next) setOpenedAt(Date.now());
      else {
        leave.reset();
        setServerRefund(null);
      }
    },
    leaving: leave.isPending,
    error: leave.error?.message ?? null,
    onConfirm: () => leave.mutate(refund),
  };
}
