import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import {
  eventsWrittenBy,
  isoTimeSql,
  roomsSql,
  statementEvent,
} from '../../realtime/outbox-repository.ts';
import type { MessageRow } from './messages-repository.ts';

type SendRow = {
  stored_id: string | null;
  stored_conversation_id: string | null;
  stored_body: string | null;
  stored_created_ms: number | null;
  touched: boolean;
  inserted_id: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
};

/**
 * A send's checks and writes in one statement (run it holding the sender's lock, taken by the
 * statement before: a statement's snapshot is taken before any lock it takes itself, so a count
 * made under a lock must come after it). Reads the message this sender already stored under
 * `clientId` (a retry) and how many they sent since `windowStart`. Only if it is no retry and the
 * count is under `limit`: the conversation's last activity moves to `at` (never back), which
 * takes the conversation row's lock before the message gets its id (the insert reads from that
 * update), so messages of one conversation get their ids and commit in the same order; then the
 * message, the sender's read marker moved onto it, and `chat:message` to every member.
 */
export async function sendInOneStatement(
  db: Database,
  send: {
    conversationId: string;
    senderId: string;
    clientId: string;
    body: string;
    windowStart: Date;
    limit: number;
    at: Date;
  },
) {
  const conversationId = sql`${send.conversationId}::uuid`;
  const senderId = sql`${send.senderId}::uuid`;
  const at = sql`${send.at.toISOString()}::timestamptz`;
  const events = eventsWrittenBy([
    statementEvent('chat:message', {
      rooms: sql`array(select ${roomsSql.user(sql`user_id`)} from conversation_members
        where conversation_id = ${conversationId} order by user_id)`,
      payload: {
        id: sql`inserted.id::text`,
        conversationId: sql`${send.conversationId}::text`,
        clientId: sql`${send.clientId}::text`,
        sender: sql`jsonb_build_object('id', sender.id, 'firstName', sender.first_name,
          'lastName', sender.last_name, 'avatar', sender.avatar)`,
        body: sql`${send.body}::text`,
        createdAt: isoTimeSql(sql`inserted.created_at`),
      },
      from: sql`inserted, sender`,
    }),
  ]);
  const [row] = rowsOf<SendRow>(
    await db.execute(sql`
      with stored as (
        select id, conversation_id, body, created_at from messages
        where sender_id = ${senderId} and client_id = ${send.clientId}
      ),
      sent as (
        select count(*)::int as sent from messages
        where sender_id = ${senderId}
          and created_at > ${send.windowStart.toISOString()}::timestamptz
      ),
      touched as (
        update conversations set last_message_at = greatest(last_message_at, ${at})
        where id = ${conversationId}
          and not exists (select 1 from stored) and (select sent from sent) < ${send.limit}::int
        returning id
      ),
      inserted as (
        insert into messages (conversation_id, sender_id, client_id, body, created_at)
        select touched.id, ${senderId}, ${send.clientId}, ${send.body}, ${at} from touched
        on conflict (sender_id, client_id) do nothing
        returning id, created_at
      ),
      read as (
        update conversation_members
        set last_read_message_id = greatest(last_read_message_id, (select id from inserted))
        where conversation_id = ${conversationId} and user_id = ${senderId}
          and exists (select 1 from inserted)
      ),
      sender as (select id, first_name, last_name, avatar from users where id = ${senderId}),
      ${events.ctes}
      select stored.id::text as stored_id, stored.conversation_id as stored_conversation_id,
        stored.body as stored_body,
        floor(extract(epoch from stored.created_at) * 1000)::float8 as stored_created_ms,
        exists (select 1 from touched) as touched,
        (select id::text from inserted) as inserted_id,
        sender.first_name, sender.last_name, sender.avatar,
        ${events.told}
      from (select 1) as one
      left join stored on true
      left join sender on true`),
  );
  if (!row) throw new Error('the send statement answered no row');
  const senderFields = {
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
          ...senderFields,
        };
  return {
    /** the message stored under this clientId before (a retry): nothing was written */
    stored,
    /** false, and no retry: over the limit, nothing was written */
    touched: row.touched,
    /** the new message's id, when one was stored */
    insertedId: row.inserted_id === null ? undefined : BigInt(row.inserted_id),
    sender: senderFields,
  };
}
