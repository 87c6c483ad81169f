import type { SocialViewer } from '@betterplay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { socialKeys, socialViewerQueryOptions } from './socials-api.ts';

export type ViewerStatus = SocialViewer['status'];

/**
 * Where the signed-in player stands with a social: 'going', 'requested' or 'none'; undefined while
 * it loads. Signed out it is 'none' without asking. A failure to learn it is 'none' too: the pages
 * then offer joining, as they did before they knew, and the server still refuses a second request.
 * An organiser's decision on one of my requests changes it, so it is asked again.
 */
export function useSocialViewer(socialId: string | null): ViewerStatus | undefined {
  const signedIn = useAuth().user !== null;
  const queryClient = useQueryClient();
  const enabled = signedIn && socialId !== null;
  const query = useQuery({ ...socialViewerQueryOptions(socialId ?? ''), enabled });
  useRealtimeEvent('join-request:decided', (decision) => {
    void queryClient.invalidateQueries({ queryKey: socialKeys.viewer(decision.socialId) });
  });
  if (!enabled || query.isError) return 'none';
  return query.data?.status;
}
