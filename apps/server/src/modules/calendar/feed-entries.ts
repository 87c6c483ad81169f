import { createHash } from 'node:crypto';
import type { CalendarEvent } from '@betterplay/contracts';
import type { EntryRow, StoredEntry } from './calendar-repository.ts';

/** An item given up, rejected, cancelled or refunded stays this long as CANCELLED, then goes. */
export const CANCELLED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Everything the event says, hashed: a different hash is a change a calendar must hear of. */
export const fingerprintOf = (item: CalendarEvent) =>
  createHash('sha256').update(JSON.stringify(item)).digest('base64url').slice(0, 22);

/** What the feed shows of one UID now: the item, its SEQUENCE, and when it last changed. */
export type ShownEntry = EntryRow;

/**
 * Compares the items a person has now with what their feed said before. Answers the entries
 * to store (new, changed, or newly cancelled, each changed one with its SEQUENCE one higher),
 * the UIDs to forget (cancelled over 30 days ago, or aged out of the feed's history), and every
 * entry the feed shows now. `agedOut` tells an item that left because it is old from one that
 * was cancelled.
 */
export function reconcileEntries(input: {
  items: readonly CalendarEvent[];
  /** with their stored items wherever `entriesLeaving` named them */
  entries: readonly StoredEntry[];
  now: Date;
  agedOut: (item: CalendarEvent) => boolean;
}): { save: EntryRow[]; forget: string[]; shown: ShownEntry[] } {
  const { items, entries, now } = input;
  const before = new Map(entries.map((entry) => [entry.uid, entry]));
  const save: EntryRow[] = [];
  const forget: string[] = [];
  const shown: ShownEntry[] = [];
  for (const item of items) {
    const fingerprint = fingerprintOf(item);
    const previous = before.get(item.uid);
    if (previous && previous.fingerprint === fingerprint && previous.status === item.status) {
      // Unchanged: the stored copy of the item is not even read (findEntries), this one is it.
      shown.push({ ...previous, item });
      continue;
    }
    const entry: EntryRow = {
      uid: item.uid,
      sequence: previous ? previous.sequence + 1 : 0,
      fingerprint,
      status: item.status,
      item,
      changedAt: now,
    };
    save.push(entry);
    shown.push(entry);
  }
  const current = new Set(items.map((item) => item.uid));
  for (const entry of entries) {
    if (current.has(entry.uid)) continue;
    if (entry.item === null) throw new Error(`the stored item of ${entry.uid} was not read`);
    if (entry.status === 'CANCELLED') {
      if (now.getTime() - entry.changedAt.getTime() > CANCELLED_KEPT_MS) forget.push(entry.uid);
      else shown.push({ ...entry, item: entry.item });
    } else if (input.agedOut(entry.item)) {
      forget.push(entry.uid);
    } else {
      const cancelled: EntryRow = {
        ...entry,
        item: entry.item,
        sequence: entry.sequence + 1,
        status: 'CANCELLED',
        changedAt: now,
      };
      save.push(cancelled);
      shown.push(cancelled);
    }
  }
  return { save, forget, shown };
}

/** Live entries whose item is gone from the feed: their stored items must be read to cancel them. */
export function entriesLeaving(
  items: readonly CalendarEvent[],
  entries: readonly StoredEntry[],
): string[] {
  const current = new Set(items.map((item) => item.uid));
  return entries
    .filter((entry) => !current.has(entry.uid) && entry.item === null)
    .map((entry) => entry.uid);
}
