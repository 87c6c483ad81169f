import {
  playerCardSchema,
  playerSearchPageSchema,
  type PlayerCard,
  type PlayerSearchPage,
} from '@betterplay/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export const friendsKeys = {
  all: ['friends'] as const,
  /** the players I follow */
  list: () => [...friendsKeys.all, 'list'] as const,
  searches: () => [...friendsKeys.all, 'search'] as const,
  /** the pages loaded so far of one search */
  search: (q: string) => [...friendsKeys.searches(), q] as const,
};

/** The players I follow, by name. */
export async function fetchFriends(signal?: AbortSignal): Promise<PlayerCard[]> {
  const options = { schema: z.array(playerCardSchema), ...(signal ? { signal } : {}) };
  return (await apiRequest('/user/friends', options)).data;
}

/** One page of players by name or sport; never me. */
export async function searchPlayers(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<PlayerSearchPage> {
  const query = new URLSearchParams({ q, page: String(page) }).toString();
  const options = { schema: playerSearchPageSchema, ...(signal ? { signal } : {}) };
  return (await apiRequest(`/users/search?${query}`, options)).data;
}

/** The players I follow: the friends page, the chat's friend finder and a split's friend picker. */
export function friendsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.list(),
    queryFn: ({ signal }) => fetchFriends(signal),
  });
}

/** The pages of one search by name or sport, a page at a time. */
export function playerSearchQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: friendsKeys.search(q),
    queryFn: ({ pageParam, signal }) => searchPlayers(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (page) => (page.hasMore ? page.page + 1 : undefined),
  });
}

/** Follows the player; answers their card (now a friend). Adding a friend again is harmless. */
export async function addFriend(userId: string): Promise<PlayerCard> {
  const path = `/user/friends/${encodeURIComponent(userId)}`;
  return (await apiRequest(path, { method: 'POST', schema: playerCardSchema })).data;
}

/** Stops following the player; answers their card (no longer a friend). */
export async function removeFriend(userId: string): Promise<PlayerCard> {
  const path = `/user/friends/${encodeURIComponent(userId)}`;
  return (await apiRequest(path, { method: 'DELETE', schema: playerCardSchema })).data;
}
