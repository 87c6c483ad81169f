import {
  chatGroupSchema,
  chatMessageSchema,
  conversationDetailSchema,
  conversationReadResultSchema,
  conversationSummarySchema,
  messagesPageSchema,
  muteResultSchema,
  type SendMessageInput,
} from '@betterplay/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  groups: (query: string) => ['chat', 'groups', query] as const,
  groupsAll: ['chat', 'groups'] as const,
};

const conversationPath = (id: string) => `/user/conversations/${encodeURIComponent(id)}`;

/** My conversations, direct and social, the most recent first. */
export async function fetchConversations(signal?: AbortSignal) {
  const { data } = await apiRequest('/user/conversations', {
    schema: z.array(conversationSummarySchema),
    signal,
  });
  return data;
}

/** One conversation with its members (the group info dialog). */
export async function fetchConversation(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(conversationPath(id), {
    schema: conversationDetailSchema,
    signal,
  });
  return data;
}

/** The direct conversation with this player: the existing one, or a new one. */
export async function openConversation(userId: string) {
  const { data } = await apiRequest('/user/conversations', {
    method: 'POST',
    body: { userId },
    schema: conversationSummarySchema,
  });
  return data;
}

/** A page of history, newest first; `before` asks for the page older than that message. */
export async function fetchMessages(id: string, before: string | undefined, signal?: AbortSignal) {
  const query = before === undefined ? '' : `?${new URLSearchParams({ before }).toString()}`;
  const { data } = await apiRequest(`${conversationPath(id)}/messages${query}`, {
    schema: messagesPageSchema,
    signal,
  });
  return data;
}

/** Sends over HTTP (when the socket is down): the same clientId makes a retry one message. */
export async function postMessage(id: string, input: SendMessageInput) {
  const { data } = await apiRequest(`${conversationPath(id)}/messages`, {
    method: 'POST',
    body: input,
    schema: chatMessageSchema,
  });
  return data;
}

export async function markConversationRead(id: string, upTo: string) {
  const { data } = await apiRequest(`${conversationPath(id)}/read`, {
    method: 'POST',
    body: { upTo },
    schema: conversationReadResultSchema,
  });
  return data;
}

export async function setConversationMuted(id: string, muted: boolean) {
  const { data } = await apiRequest(`${conversationPath(id)}/mute`, {
    method: 'PUT',
    body: { muted },
    schema: muteResultSchema,
  });
  return data;
}

/** 'Join Social Groups': every social's group, searched by name. */
export async function fetchChatGroups(query: string, signal?: AbortSignal) {
  const search = new URLSearchParams({ q: query }).toString();
  const { data } = await apiRequest(`/user/chat/groups?${search}`, {
    schema: z.array(chatGroupSchema),
    signal,
  });
  return data;
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => fetchConversations(signal),
  });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => fetchConversation(id, signal),
  });
}

/** A conversation's history: the newest page first, older pages as I scroll up. */
export function threadQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => fetchMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // Each page is newest first: the next (older) page starts before its last message.
    getNextPageParam: (page) => (page.hasMore ? page.messages.at(-1)?.id : undefined),
  });
}

export function chatGroupsQueryOptions(query: string) {
  return queryOptions({
    queryKey: chatKeys.groups(query),
    queryFn: ({ signal }) => fetchChatGroups(query, signal),
  });
}
