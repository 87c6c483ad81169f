import type { PublishedEvent } from '@betterplay/contracts';
import { and, asc, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema/outbox.ts';

/** A user's own events after `after`, up to and including `upTo`, oldest first. */
export async function findUserEvents(
  db: Database,
  query: { userId: string; after: bigint; upTo: bigint; limit: number },
): Promise<PublishedEvent[]> {
  const rows = await db
    .select({
      position: outboxEvents.position,
      event: outboxEvents.event,
      payload: outboxEvents.payload,
    })
    .from(outboxEvents)
    .where(
      and(
        sql`${outboxEvents.userIds} @> array[${query.userId}]::uuid[]`,
        gt(outboxEvents.position, query.after),
        lte(outboxEvents.position, query.upTo),
      ),
    )
    .orderBy(asc(outboxEvents.position))
    .limit(query.limit);
  // Stored by `outbox(...).emit`, whose event and payload types come from the contracts.
  return rows.map(
    (row) =>
      ({ id: String(row.position), event: row.event, payload: row.payload }) as PublishedEvent,
  );
}

/** Deletes published events written before `before`; answers how many went. */
export async function deletePublishedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(outboxEvents)
    .where(and(lt(outboxEvents.createdAt, before), isNotNull(outboxEvents.position)))
    .returning({ id: outboxEvents.id });
  return deleted.length;
}
