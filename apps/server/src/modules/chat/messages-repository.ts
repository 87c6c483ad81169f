import { and, asc, count, desc, eq, gt, inArray, lt, max, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.schema.ts';
import { messages } from './chat.schema.ts';

/** The one repository of messages. */

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  clientId: messages.clientId,
  body: messages.body,
  createdAt: messages.createdAt,
  senderId: users.id,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderAvatar: users.avatar,
};

export type MessageRow = {
  id: bigint;
  conversationId: string;
  clientId: string;
  body: string;
  createdAt: Date;
  senderId: string;
  senderFirstName: string;
  senderLastName: string;
  senderAvatar: string;
};

const selectMessages = (db: Database) =>
  db.select(messageColumns).from(messages).innerJoin(users, eq(users.id, messages.senderId));

type NewMessage = {
  conversationId: string;
  senderId: string;
  clientId: string;
  body: string;
  createdAt: Date;
};

/** Stores a message unless its sender already used this clientId; no row back means they had. */
export async function insertMessage(db: Database, message: NewMessage) {
  const [row] = await db
    .insert(messages)
    .values(message)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning({ id: messages.id });
  return row?.id;
}

export async function findById(db: Database, id: bigint): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function findByIds(db: Database, ids: bigint[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return selectMessages(db).where(inArray(messages.id, ids));
}

/** The newest message's id in a conversation, 0 when it has none. */
export async function findNewestId(db: Database, conversationId: string): Promise<bigint> {
  const [row] = await db
    .select({ newest: max(messages.id) })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.newest ?? 0n;
}

/** Messages from others after `after` (the member's last read one). */
export async function countUnread(
  db: Database,
  query: { conversationId: string; userId: string; after: bigint },
) {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, query.conversationId),
        gt(messages.id, query.after),
        ne(messages.senderId, query.userId),
      ),
    );
  return row?.unread ?? 0;
}

export type PageQuery = {
  conversationId: string;
  before: bigint | undefined;
  after: bigint | undefined;
  limit: number;
};

/**
 * One page of a thread by id (the (conversation_id, id) index): older than `before`, newest
 * first; or with `after`, the oldest ones newer than it. One row more than asked says whether
 * more lie beyond the page.
 */
export async function findPage(db: Database, query: PageQuery) {
  const conditions: SQL[] = [eq(messages.conversationId, query.conversationId)];
  if (query.before !== undefined) conditions.push(lt(messages.id, query.before));
  if (query.after !== undefined) conditions.push(gt(messages.id, query.after));
  const rows = await selectMessages(db)
    .where(and(...conditions))
    .orderBy(query.after === undefined ? desc(messages.id) : asc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    messages: query.after === undefined ? page : page.reverse(),
    hasMore: rows.length > query.limit,
  };
}

/** Every message the person sent, oldest first, for their data export. */
export async function findSentForExport(db: Database, senderId: string) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      body: messages.body,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.senderId, senderId))
    .orderBy(asc(messages.id));
}
