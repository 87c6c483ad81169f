import { DELIVERY_CHANNELS, DELIVERY_KINDS } from '@betterplay/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
