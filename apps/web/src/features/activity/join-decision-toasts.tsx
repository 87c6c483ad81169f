import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { loadOnce } from '../../lib/load-once.ts';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';

// The API module (and its schemas) loads with the first decision, not with the app shell.
const loadActivityApi = loadOnce(() => import('./activity-api.ts'));

/**
 * Mounted once for the whole app: an organiser's decision on one of my join requests shows a
 * toast on whatever page I am on, and my activity lists refetch (an accepted social moves from
 * 'Pending' to a booking).
 */
export function JoinDecisionToasts() {
  const queryClient = useQueryClient();
  useRealtimeEvent('join-request:decided', (decision) => {
    if (decision.status === 'accepted') {
      toast({ title: 'Request accepted', description: `You're in: ${decision.socialName}` });
    } else {
      toast({ title: 'Request declined', description: decision.socialName });
    }
    void loadActivityApi().then(({ activityKeys }) =>
      updateOrRefetch(queryClient, activityKeys.all),
    );
  });
  return null;
}
