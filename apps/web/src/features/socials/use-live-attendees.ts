import type { AttendeesChange, Social, SocialPage } from '@betterplay/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useWatchSocials, type WatchTarget } from '../../lib/realtime/index.ts';
import { getSelectedSocial, selectSocial } from './selected-social.ts';
import { socialKeys } from './socials-api.ts';

function withChange(social: Social, change: AttendeesChange): Social {
  if (social.id !== change.socialId) return social;
  return { ...social, attendees: change.attendees, capacity: change.capacity };
}

/** Writes a pushed attendee count into every cached list page and detail holding that social. */
export function applyAttendeesChange(queryClient: QueryClient, change: AttendeesChange) {
  queryClient.setQueriesData<SocialPage>({ queryKey: socialKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((social) => withChange(social, change)) } : page,
  );
  queryClient.setQueryData<Social>(socialKeys.detail(change.socialId), (social) =>
    social ? withChange(social, change) : social,
  );
  const selected = getSelectedSocial();
  if (selected?.id === change.socialId) selectSocial(withChange(selected, change));
}

/** Follows live attendee counts of a social or a sport's list while mounted. */
export function useLiveAttendees(target: WatchTarget | null) {
  const queryClient = useQueryClient();
  useWatchSocials(target);
  useRealtimeEvent('social:attendees', (change) => applyAttendeesChange(queryClient, change));
}
