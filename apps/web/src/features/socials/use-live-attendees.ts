import {
  rooms,
  type AttendeesChange,
  type Room,
  type Social,
  type SocialPage,
} from '@betterplay/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent, useRoom } from '../../lib/realtime/index.ts';
import { getSelectedSocial, selectSocial } from './selected-social.ts';
import { socialKeys } from './socials-api.ts';

function withChange(social: Social, change: AttendeesChange): Social {
  if (social.id !== change.socialId) return social;
  return { ...social, attendees: change.attendees, capacity: change.capacity };
}

/** Writes a pushed attendee count into every cached list page and detail holding that social. */
function applyAttendeesChange(queryClient: QueryClient, change: AttendeesChange) {
  updateOrRefetch<SocialPage>(queryClient, socialKeys.lists(), (page) => ({
    ...page,
    data: page.data.map((social) => withChange(social, change)),
  }));
  updateOrRefetch<Social>(queryClient, socialKeys.detail(change.socialId), (social) =>
    withChange(social, change),
  );
  // Who is going changed too: a friend may be among the new places.
  void queryClient.invalidateQueries({ queryKey: socialKeys.going(change.socialId) });
  const selected = getSelectedSocial();
  if (selected?.id === change.socialId) selectSocial(withChange(selected, change));
}

/** What a page follows: one social's page, or one sport's list. */
export type AttendeesTarget = { socialId: string } | { category: string };

function roomOf(target: AttendeesTarget | null): Room | null {
  if (target === null) return null;
  return 'socialId' in target
    ? rooms.social(target.socialId)
    : rooms.socialsOfCategory(target.category);
}

/** Follows live attendee counts of a social or a sport's list while mounted. */
export function useLiveAttendees(target: AttendeesTarget | null) {
  const queryClient = useQueryClient();
  useRoom(roomOf(target));
  useRealtimeEvent('social:attendees-changed', (change) =>
    applyAttendeesChange(queryClient, change),
  );
}
