import { DELIVERY_CHANNELS, DELIVERY_KINDS } from '@betterplay/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

const quotedList = (items: readonly string[]) =>
  sql.raw(items.map((item) => `'${item}'`).join(', '));

/**
 * A person's choice for one kind of message on one channel. Only choices made are stored: a
 * kind with no row takes its default (`deliveryDefault` in the contracts).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: DELIVERY_CHANNELS }).notNull(),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.channel, table.kind] }),
    check(
      'notification_preferences_channel_valid',
      sql`${table.channel} in (${quotedList(DELIVERY_CHANNELS)})`,
    ),
    check(
      'notification_preferences_kind_valid',
      sql`${table.kind} in (${quotedList(DELIVERY_KINDS)})`,
    ),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;

/**
 * What mail and push deliveries both hold, and delivery-queue.ts claims and settles them by:
 * the kind and what the message is about (content, as the event told it; mail-content.ts reads
 * it), and the queue's state. A function, so each table gets columns of its own.
 */
/**
 * What mail carries beyond the kinds people choose: `account`, the account's own links (reset a
 * password, verify an email), which no preference turns off and no unsubscribe link offers.
 */
export const MAIL_KINDS = [...DELIVERY_KINDS, 'account'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const queueColumns = <Kinds extends readonly [string, ...string[]]>(kinds: Kinds) => ({
  kind: text('kind', { enum: kinds }).notNull(),
  content: jsonb('content').notNull(),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * One mail to one person, made from an outbox event (jobs/dispatch-deliveries.ts) and sent by
 * mail/send-mail.ts. `dedupeKey` names what the mail is about (an event, a booking, a
 * share), so one thing is mailed to one person once however often it is announced; `lease_until`
 * keeps two workers off one mail, and a worker killed mid-send leaves it to be tried again.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...queueColumns(MAIL_KINDS),
  },
  (table) => [
    uniqueIndex('mail_deliveries_dedupe_unique').on(table.dedupeKey, table.recipientId),
    index('mail_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
    check('mail_deliveries_kind_valid', sql`${table.kind} in (${quotedList(MAIL_KINDS)})`),
    check(
      'mail_deliveries_status_valid',
      sql`${table.status} in (${quotedList(DELIVERY_STATUSES)})`,
    ),
  ],
);

/** How far through the outbox a reader (the mail dispatcher) has come, by event position. */
export const deliveryCursors = pgTable('delivery_cursors', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'bigint' }).notNull(),
});

/**
 * A browser's push subscription (the PushSubscription JSON it gave): where to post, and the keys
 * that encrypt what is posted (RFC 8291). One endpoint belongs to one person; a browser that
 * subscribes again with the same endpoint replaces the keys.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * One push to one subscription, made from the same intents as mail (jobs/dispatch-deliveries.ts)
 * and sent by push/send-push.ts: once per thing and device, with the lease and retries
 * of mail. A subscription the push service says is gone takes its pushes with it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    ...queueColumns(DELIVERY_KINDS),
  },
  (table) => [
    uniqueIndex('push_deliveries_dedupe_unique').on(table.dedupeKey, table.subscriptionId),
    index('push_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
    check('push_deliveries_kind_valid', sql`${table.kind} in (${quotedList(DELIVERY_KINDS)})`),
    check(
      'push_deliveries_status_valid',
      sql`${table.status} in (${quotedList(DELIVERY_STATUSES)})`,
    ),
  ],
);
