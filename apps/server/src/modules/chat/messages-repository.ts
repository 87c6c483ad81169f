import { and, asc, count, desc, eq, gt, inArray, lt, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
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

type SendCheckRow = {
  stored_id: string | null;
  stored_conversation_id: string | null;
  stored_body: string | null;
  stored_created_ms: number | null;
  sent: number;
  touched: boolean;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
};

/**
 * The checks of a send and its first write, in one statement (run it holding the sender's
 * lock, so the count cannot change under it): the message this sender already stored under
 * `clientId` (a retry), how many they sent since `windowStart`, and their name for the new
 * message. Only if it is no retry and the count is under `limit`, the conversation's last
 * activity moves to `at` (never back): that takes the conversation row's lock before the insert,
 * so messages of one conversation get their ids and commit in the same order.
 */
export async function checkAndTouchForSend(
  db: Database,
  send: {
    conversationId: string;
    senderId: string;
    clientId: string;
    windowStart: Date;
    limit: number;
    at: Date;
  },
) {
  const [row] = rowsOf<SendCheckRow>(
    await db.execute(sql`
      with stored as (
        select id, conversation_id, body, created_at from messages
        where sender_id = ${send.senderId}::uuid and client_id = ${send.clientId}
      ),
      sent as (
        select count(*)::int as sent from messages
        where sender_id = ${send.senderId}::uuid
          and created_at > ${send.windowStart.toISOString()}::timestamptz
      ),
      touched as (
        update conversations
        set last_message_at = greatest(last_message_at, ${send.at.toISOString()}::timestamptz)
        where id = ${send.conversationId}::uuid
          and not exists (select 1 from stored) and (select sent from sent) < ${send.limit}::int
        returning id
      )
      select stored.id::text as stored_id, stored.conversation_id as stored_conversation_id,
        stored.body as stored_body,
        floor(extract(epoch from stored.created_at) * 1000)::float8 as stored_created_ms,
        sent.sent, exists (select 1 from touched) as touched,
        users.first_name, users.last_name, users.avatar
      from sent
      left join stored on true
      left join users on users.id = ${send.senderId}::uuid`),
  );
  if (!row) throw new Error('the send check answered no row');
  const sender = {
    senderId: send.senderId,
    senderFirstName: row.first_name ?? '',
    senderLastName: row.last_name ?? '',
    senderAvatar: row.avatar ?? '',
  };
  const stored: MessageRow | undefined =
    row.stored_id === null ||
    row.stored_conversation_id === null ||
    row.stored_body === null ||
    row.stored_created_ms === null
      ? undefined
      : {
          id: BigInt(row.stored_id),
          conversationId: row.stored_conversation_id,
          clientId: send.clientId,
          body: row.stored_body,
          createdAt: new Date(Math.floor(row.stored_created_ms)),
          ...sender,
        };
  return { stored, sentInWindow: row.sent, touched: row.touched, sender };
}

/**
 * The message, the sender's read marker moved onto it, and the conversation's members to tell,
 * in one statement. Answers the new id (undefined if the sender already used this clientId;
 * under the sender's lock that cannot happen) and the member ids.
 */
export async function insertSentMessage(db: Database, message: NewMessage) {
  const [row] = rowsOf<{ id: string | null; member_ids: string[] }>(
    await db.execute(sql`
      with inserted as (
        insert into messages (conversation_id, sender_id, client_id, body, created_at)
        values (${message.conversationId}::uuid, ${message.senderId}::uuid, ${message.clientId},
          ${message.body}, ${message.createdAt.toISOString()}::timestamptz)
        on conflict (sender_id, client_id) do nothing
        returning id
      ),
      read as (
        update conversation_members
        set last_read_message_id = greatest(last_read_message_id, (select id from inserted))
        where conversation_id = ${message.conversationId}::uuid
          and user_id = ${message.senderId}::uuid
      )
      select (select id::text from inserted) as id,
        array(select user_id::text from conversation_members
          where conversation_id = ${message.conversationId}::uuid order by user_id) as member_ids`),
  );
  return {
    id: row?.id === null || row?.id === undefined ? undefined : BigInt(row.id),
    memberIds: row?.member_ids ?? [],
  };
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
