import { toast } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { activityKeys } from '../activity/activity-api.ts';
import { useAuth } from '../auth/auth-context.ts';
import { openSignInDialog } from '../auth/sign-in-events.ts';
import { socialKeys } from '../socials/socials-api.ts';
import {
  joinWaitlist,
  leaveWaitlist,
  myWaitlistQueryOptions,
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
  // In the line: waiting, or offered (OfferPanel shows that); out of it: open while full.
  let state: Exclude<WaitlistPanelState, { kind: 'offered' }> | null = null;
  if (line) state = line.offer ? null : { kind: 'waiting', position: line.position };
  else if (summary.data?.full) state = { kind: 'open', waiting: summary.data.waiting };

  return {
    /** null: not full and not in its line (or still loading), or offered a place (`offer`) */
    state,
    full: summary.data?.full ?? false,
    /** the open offer, which OfferPanel shows (keyed by its id) */
    offer: line?.offer ?? null,
    refresh,
    busy: join.isPending || leave.isPending,
    onJoin: (message: string) => (signedIn ? join.mutate(message) : openSignInDialog()),
    onLeave: () => leave.mutate(),
  };
}
