import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversations } from './chat.schema.ts';
import { findByIds } from './messages-repository.ts';

/** The newest message of each social's group, by social id (the organiser's groups list). */
export async function findLastGroupMessages(db: Database, socialIds: readonly string[]) {
  const bySocial = new Map<string, { body: string; createdAt: Date }>();
  if (socialIds.length === 0) return bySocial;
  const groups = await db
    .select({
      socialId: conversations.socialId,
      // Spelt out: a one-table select writes its columns unqualified, and "id" would be m.id.
      lastMessageId: sql<string | null>`(select max(m.id)::text from messages m
        where m.conversation_id = conversations.id)`,
    })
    .from(conversations)
    .where(inArray(conversations.socialId, [...socialIds]));
  const lastIds = groups.flatMap((group) =>
    group.lastMessageId ? [BigInt(group.lastMessageId)] : [],
  );
  const socialOf = new Map(
    groups.map((group) => [group.lastMessageId ?? '', group.socialId ?? '']),
  );
  for (const message of await findByIds(db, lastIds)) {
    const socialId = socialOf.get(message.id.toString());
    if (socialId) bySocial.set(socialId, { body: message.body, createdAt: message.createdAt });
  }
  return bySocial;
}
