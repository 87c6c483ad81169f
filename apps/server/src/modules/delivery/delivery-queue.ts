import type { MailKind } from './delivery.schema.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { retryDelayMs } from '../../jobs/job-runner.ts';
import type { MailContent } from './mail/mails-from-events.ts';

/**
 * The one way mail and push deliveries are taken and settled (their tables share these columns:
 * delivery.schema.ts): a sender claims a due delivery for a lease, so two workers never send the
 * same one and a worker killed mid-send leaves it to the next once the lease runs out; then it
 * marks it sent, skipped or failed, or sets when to try again.
 */
export type DeliveryTable = 'mail_deliveries' | 'push_deliveries';

export type ClaimedDelivery = {
  id: string;
  recipientId: string;
  kind: MailKind;
  content: MailContent;
  dedupeKey: string;
  /** attempts so far, this one included */
  attempts: number;
};

type ClaimedRow = {
  id: string;
  recipient_id: string;
  kind: MailKind;
  content: MailContent;
  dedupe_key: string;
  attempts: number;
};

/**
 * A sender's run: claims due deliveries one at a time and hands each to `send`, until none is
 * due, `perRun` were sent or `budgetMs` has gone by (a run ends soon, so the sweep comes round).
 * Answers how each ended, counted into `counts`.
 */
export async function sendDue<Outcome extends string>(
  deps: Deps,
  table: DeliveryTable,
  run: { leaseMs: number; perRun: number; budgetMs: number },
  send: (delivery: ClaimedDelivery) => Promise<Outcome>,
  counts: Record<Outcome, number>,
): Promise<Record<Outcome, number>> {
  const started = performance.now();
  for (let sent = 0; sent < run.perRun; sent++) {
    if (performance.now() - started > run.budgetMs) break;
    const delivery = await claimDue(deps.db, table, {
      now: deps.clock.now(),
      leaseMs: run.leaseMs,
    });
    if (!delivery) break;
    counts[await send(delivery)] += 1;
  }
  return counts;
}

/** Takes the earliest due delivery for `leaseMs` and counts the attempt; none when none is due. */
export async function claimDue(
  db: Database,
  table: DeliveryTable,
  claim: { now: Date; leaseMs: number },
): Promise<ClaimedDelivery | undefined> {
  const deliveries = sql.identifier(table);
  const now = sql`${claim.now.toISOString()}::timestamptz`;
  const leaseUntil = new Date(claim.now.getTime() + claim.leaseMs).toISOString();
  const [row] = rowsOf<ClaimedRow>(
    await db.execute(sql`
      update ${deliveries}
      set lease_until = ${leaseUntil}::timestamptz, attempts = attempts + 1
      where id = (
        select id from ${deliveries}
        where status = 'pending' and due_at <= ${now}
          and (lease_until is null or lease_until <= ${now})
        order by due_at
        limit 1
        for update skip locked)
      returning id, recipient_id, kind, content, dedupe_key, attempts`),
  );
  return (
    row && {
      id: row.id,
      recipientId: row.recipient_id,
      kind: row.kind,
      content: row.content,
      dedupeKey: row.dedupe_key,
      attempts: row.attempts,
    }
  );
}

/** How a claimed delivery ended: sent, not needed any more, or given up. */
export async function finishDelivery(
  db: Database,
  table: DeliveryTable,
  id: string,
  outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date; error?: string },
) {
  await db.execute(sql`
    update ${sql.identifier(table)}
    set status = ${outcome.status},
      sent_at = ${outcome.status === 'sent' ? outcome.at.toISOString() : null}::timestamptz,
      lease_until = null,
      last_error = ${outcome.error ?? null}
    where id = ${id}::uuid and status = 'pending'`);
}

/** How often and how long a channel tries a delivery before giving it up. */
export type RetryPolicy = { attempts: number; firstWaitMs: number; longestWaitMs: number };

/**
 * A failed attempt: the delivery waits for its next (the wait doubling from the policy's first),
 * or is given up after the policy's last. Answers which.
 */
export async function retryOrGiveUp(
  db: Database,
  table: DeliveryTable,
  input: { delivery: ClaimedDelivery; policy: RetryPolicy; now: Date; error: string },
): Promise<{ outcome: 'retried'; waitMs: number } | { outcome: 'failed' }> {
  const { delivery, policy, now, error } = input;
  if (delivery.attempts >= policy.attempts) {
    await finishDelivery(db, table, delivery.id, { status: 'failed', at: now, error });
    return { outcome: 'failed' };
  }
  const waitMs = Math.min(
    retryDelayMs(delivery.attempts, policy.firstWaitMs),
    policy.longestWaitMs,
  );
  await db.execute(sql`
    update ${sql.identifier(table)}
    set due_at = ${new Date(now.getTime() + waitMs).toISOString()}::timestamptz,
      lease_until = null, last_error = ${error}
    where id = ${delivery.id}::uuid and status = 'pending'`);
  return { outcome: 'retried', waitMs };
}
