import {
  JOIN_REQUEST_SENT,
  myJoinRequestSchema,
  socialPageSchema,
  socialGoingSchema,
  socialSchema,
  socialViewerSchema,
  SOCIAL_TYPE_FILTERS,
  SOCIALS_PAGE_SIZE,
  type CreateJoinRequestInput,
  type Envelope,
  type MyJoinRequest,
  type Social,
  type SocialGoing,
  type SocialPage,
  type SocialViewer,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { SocialTypeFilter } from './event-types.ts';

export interface SocialListParams {
  q: string;
  type: SocialTypeFilter;
  page: number;
}

export const socialKeys = {
  all: ['socials'] as const,
  lists: () => [...socialKeys.all, 'list'] as const,
  list: (category: string, params: SocialListParams) =>
    [...socialKeys.lists(), category, params] as const,
  details: () => [...socialKeys.all, 'detail'] as const,
  detail: (id: string) => [...socialKeys.details(), id] as const,
  /** the signed-in player's standing with each social (signing out removes every query) */
  viewers: () => [...socialKeys.all, 'viewer'] as const,
  viewer: (id: string) => [...socialKeys.viewers(), id] as const,
  /** who is going, as the signed-in player may see it */
  goings: () => [...socialKeys.all, 'going'] as const,
  going: (id: string) => [...socialKeys.goings(), id] as const,
};

/** The list's choices as the address keeps them: `?q=&type=&page=`, defaults left out. */
export function listParamsOf(searchParams: URLSearchParams): SocialListParams {
  const type = searchParams.get('type');
  const page = Number(searchParams.get('page'));
  return {
    q: (searchParams.get('q') ?? '').trim(),
    type: SOCIAL_TYPE_FILTERS.find((filter) => filter === type) ?? 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** One page of a sport's socials, searched, filtered and paged by the server. */
export async function fetchSocialPage(
  category: string,
  { q, type, page }: SocialListParams,
  signal?: AbortSignal,
): Promise<SocialPage> {
  const query = new URLSearchParams({
    q,
    type,
    page: String(page),
    pageSize: String(SOCIALS_PAGE_SIZE),
  });
  const path = `/cms/socials/${encodeURIComponent(category)}?${query.toString()}`;
  const options = signal ? { schema: socialPageSchema, signal } : { schema: socialPageSchema };
  return (await apiRequest(path, { ...options, auth: false })).data;
}

export async function fetchSocial(id: string, signal?: AbortSignal): Promise<Social> {
  const path = `/cms/social/${encodeURIComponent(id)}`;
  const options = signal ? { schema: socialSchema, signal } : { schema: socialSchema };
  return (await apiRequest(path, { ...options, auth: false })).data;
}

/** A page of a sport's list; counts stay current through live events, so going back needs no refetch. */
export function socialPageQueryOptions(category: string, params: SocialListParams) {
  return queryOptions({
    queryKey: socialKeys.list(category, params),
    queryFn: ({ signal }) => fetchSocialPage(category, params, signal),
    staleTime: 30_000,
  });
}

export function socialQueryOptions(id: string) {
  return queryOptions({
    queryKey: socialKeys.detail(id),
    queryFn: ({ signal }) => fetchSocial(id, signal),
  });
}

/** Signed in: whether I hold a place in the social, wait for an answer, or neither. */
export async function fetchSocialViewer(id: string, signal?: AbortSignal): Promise<SocialViewer> {
  const path = `/user/social/${encodeURIComponent(id)}/status`;
  const options = signal ? { schema: socialViewerSchema, signal } : { schema: socialViewerSchema };
  return (await apiRequest(path, options)).data;
}

export function socialViewerQueryOptions(id: string) {
  return queryOptions({
    queryKey: socialKeys.viewer(id),
    queryFn: ({ signal }) => fetchSocialViewer(id, signal),
  });
}

/** Signed in: how many are going, and which of my friends. */
export async function fetchSocialGoing(id: string, signal?: AbortSignal): Promise<SocialGoing> {
  const path = `/socials/${encodeURIComponent(id)}/going`;
  const options = signal ? { schema: socialGoingSchema, signal } : { schema: socialGoingSchema };
  return (await apiRequest(path, options)).data;
}

export function socialGoingQueryOptions(id: string) {
  return queryOptions({
    queryKey: socialKeys.going(id),
    queryFn: ({ signal }) => fetchSocialGoing(id, signal),
  });
}

/** Answers the server's text ('Request sent successfully') with the new request. */
export async function sendJoinRequest(
  input: CreateJoinRequestInput,
): Promise<Envelope<MyJoinRequest>> {
  const envelope = await apiRequest('/user/social/booking/request', {
    method: 'POST',
    body: input,
    schema: myJoinRequestSchema,
  });
  return { message: envelope.message || JOIN_REQUEST_SENT, data: envelope.data };
}
