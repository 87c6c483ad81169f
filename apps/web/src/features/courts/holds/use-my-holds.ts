import type { MyHold } from '@betterplay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../../lib/use-send-once.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { myHoldsQueryOptions, refreshAfterRelease, releaseHold } from '../court-bookings-api.ts';
import { holdEndsAt, useSecondsLeft } from './hold-time-left.ts';

export interface LiveHold extends MyHold {
  secondsLeft: number;
}

/**
 * The signed-in player's holds not yet run out, each with its seconds left (ticking), and a way to
 * let one go. Signed out: none.
 */
export function useMyHolds() {
  const signedIn = useAuth().user !== null;
  const queryClient = useQueryClient();
  const query = useQuery({ ...myHoldsQueryOptions(), enabled: signedIn });
  const holds = signedIn ? (query.data ?? []) : [];
  const secondsLeft = useSecondsLeft(holds.map((hold) => holdEndsAt(hold, query.dataUpdatedAt)));
  const live: LiveHold[] = holds
    .map((hold, index) => ({ ...hold, secondsLeft: secondsLeft[index] ?? 0 }))
    .filter((hold) => hold.secondsLeft > 0);
  const release = useSendOnce({
    mutationFn: (holdId: string) => releaseHold(holdId),
    onSettled: () => refreshAfterRelease(queryClient),
  });
  return { query, holds: live, release };
}
