import { toast } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNow } from '../../lib/use-now.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { activityKeys } from '../activity/activity-api.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { socialKeys } from '../socials/socials-api.ts';
import {
  declineOffer,
  joinWaitlist,
  leaveWaitlist,
  myWaitlistQueryOptions,
  takeOffer,
  waitlistKeys,
  waitlistSummaryQueryOptions,
} from './waitlist-api.ts';
import type { WaitlistPanelState } from './waitlist-panel.tsx';

/**
 * A social's line as the viewer stands in it: full or not, and (signed in) their place or
 * offer, kept current by the live waitlist events; with the actions, each sent once.
 */
export function useWaitlist(socialId: string) {
  const signedIn = useAuth().user !== null;
  const queryClient = useQueryClient();
  const summary = useQuery({ ...waitlistSummaryQueryOptions(socialId), enabled: socialId !== '' });
  const mine = useQuery({ ...myWaitlistQueryOptions(), enabled: signedIn });
  const line = mine.data?.find((entry) => entry.socialId === socialId);
  const offerEndsAt = line?.offer ? Date.parse(line.offer.expiresAt) : null;
  const now = useNow(offerEndsAt !== null, 1_000);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
      queryClient.invalidateQueries({ queryKey: socialKeys.detail(socialId) }),
      queryClient.invalidateQueries({ queryKey: socialKeys.viewers() }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
  const onLineEvent = (payload: { socialId: string }) => {
    if (payload.socialId === socialId) void refresh();
  };
  useRealtimeEvent('waitlist:offered', onLineEvent);
  useRealtimeEvent('waitlist:position', onLineEvent);
  useRealtimeEvent('waitlist:offer-ended', onLineEvent);

  const onFailure = (error: Error) => toast({ title: error.message, variant: 'destructive' });
  const onDone = async ({ message }: { message: string }) => {
    toast({ title: message });
    await refresh();
  };
  const join = useSendOnce({
    mutationFn: (message: string) => joinWaitlist(socialId, message),
    onSuccess: onDone,
    onError: onFailure,
  });
  const leave = useSendOnce({
    mutationFn: () => leaveWaitlist(socialId),
    onSuccess: onDone,
    onError: onFailure,
  });
  const offerId = line?.offer?.id ?? '';
  // One key per offer: a retry of the same take is answered, not done twice.
  const takeKey = useMemo(() => `take-${offerId}-${crypto.randomUUID()}`, [offerId]);
  const take = useSendOnce({
    mutationFn: () => takeOffer(offerId, takeKey),
    onSuccess: onDone,
    onError: onFailure,
  });
  const decline = useSendOnce({
    mutationFn: () => declineOffer(offerId),
    onSuccess: onDone,
    onError: onFailure,
  });

  let state: WaitlistPanelState | null = null;
  if (line?.offer && offerEndsAt !== null) {
    const secondsLeft = Math.max(0, Math.ceil((offerEndsAt - now) / 1000));
    state = { kind: 'offered', expiresAt: line.offer.expiresAt, secondsLeft };
  } else if (line) state = { kind: 'waiting', position: line.position };
  else if (summary.data?.full) state = { kind: 'open', waiting: summary.data.waiting };

  return {
    /** null: not full and not in its line (or still loading) */
    state,
    full: summary.data?.full ?? false,
    busy: join.isPending || leave.isPending || take.isPending || decline.isPending,
    onJoin: (message: string) => (signedIn ? join.mutate(message) : openSignInDialog()),
    onLeave: () => leave.mutate(),
    onTake: () => take.mutate(),
    onDecline: () => decline.mutate(),
  };
}
