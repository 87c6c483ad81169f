/**
 * The chat's TanStack Query keys, kept apart from the API calls (and their schemas) so the
 * app-wide message toasts can read the cache without loading them.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  messages: (id: string) => ['chat', 'messages', id] as const,
  groups: (query: string) => ['chat', 'groups', query] as const,
  groupsAll: ['chat', 'groups'] as const,
  friends: ['chat', 'friends'] as const,
  playerSearch: (query: string) => ['chat', 'player-search', query] as const,
};
