import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';

/** A player as the friends screen and the chat's 'Find Friends to Chat With' show them. */
export const playerCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'avatar.png' or '' means no picture: show initials */
  avatar: z.string(),
  /** the sports they like (empty for a private profile) */
  sports: z.array(z.string()),
  /** the caller follows them */
  isFriend: z.boolean(),
});
export type PlayerCard = z.infer<typeof playerCardSchema>;

export const PLAYER_SEARCH_PAGE_SIZE = 20;

/** Players by name or sport, case-insensitive; the caller is never among them. */
export const playerSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .min(1, 'Type a name or a sport to search')
    .max(TEXT_LIMITS.search, `Search with at most ${TEXT_LIMITS.search} characters`),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export const playerSearchPageSchema = z.object({
  results: z.array(playerCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type PlayerSearchPage = z.infer<typeof playerSearchPageSchema>;

export const userIdParamsSchema = z.object({
  userId: z.uuid({ error: 'userId must be the id of a player' }),
});

export const FRIENDS_TEXTS = {
  added: 'Friend added',
  removed: 'Friend removed',
  error: 'Error',
  addFailed: 'Failed to add friend. Please try again.',
  removeFailed: 'Failed to remove friend. Please try again.',
} as const;
