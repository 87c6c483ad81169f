import type { MessagesPage } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { toChatMessage } from './chat-dto.ts';
import { assertMember } from './conversation-access.ts';
import { findPage } from './messages-repository.ts';

/** PostgreSQL's bigint ends here; a larger id in a query means "beyond every message". */
const MAX_MESSAGE_ID = 2n ** 63n - 1n;

/** A message id from a query (digits only, by the contract), capped to what can be stored. */
export const toMessageId = (id: string) => {
  const value = BigInt(id);
  return value > MAX_MESSAGE_ID ? MAX_MESSAGE_ID : value;
};

/**
 * A page of a thread, newest first, for members only. `before` pages back through history;
 * `after` answers the oldest messages newer than it (a client catching up walks forward with
 * the page's newest id until `hasMore` is false), so no message is skipped or repeated.
 */
export async function listMessages({
  deps,
  userId,
  conversationId,
  before,
  after,
  limit,
}: {
  deps: Deps;
  userId: string;
  conversationId: string;
  before?: string;
  after?: string;
  limit: number;
}): Promise<MessagesPage> {
  await assertMember(deps.db, conversationId, userId);
  const page = await findPage(deps.db, {
    conversationId,
    before: before === undefined ? undefined : toMessageId(before),
    after: after === undefined ? undefined : toMessageId(after),
    limit,
  });
  return { messages: page.messages.map(toChatMessage), hasMore: page.hasMore };
}
