import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { calendarText, type CalendarEvent } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { LruMap } from '../../lib/memo-cache.ts';
import { readFeed } from './calendar-items-repository.ts';
import { currentItems, FEED_HISTORY_MS } from './calendar-items.ts';
import {
  deleteEntries,
  findEntryItems,
  findOrInsertFeed,
  replaceFeedToken,
  saveEntries,
} from './calendar-repository.ts';
import { entriesLeaving, reconcileEntries } from './feed-entries.ts';

/** Calendar apps fetch the feed again this often (and may cache it this long). */
const FEED_REFRESH = 'PT15M';
/** 192 random bits, URL-safe: the feed's address is its only secret. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/**
 * The last answer of recently read feeds, with the rows it was built from: calendar apps ask
 * every 15 minutes for a feed that has mostly not changed, and building 200 events and their
 * text costs several times the read. Bounded: 200 feeds of about 100 KB each at most.
 */
const keptAnswers = new LruMap<{ rows: string; answer: { text: string; etag: string } }>(200);
const MINUTE_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const freshToken = () => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashOf(token) };
};
const feedUrl = (deps: Deps, token: string) =>
  `${deps.config.publicUrl}/api/v1/calendar/${token}.ics`;

/** GET /user/calendar: the person's feed address, made on first ask. */
export async function calendarAddress(deps: Deps, userId: string): Promise<{ url: string }> {
  return { url: feedUrl(deps, await findOrInsertFeed(deps.db, userId, freshToken())) };
}

/** POST /user/calendar/rotate: a new address; the old one answers 404 from now on. */
export async function rotateCalendarAddress(deps: Deps, userId: string): Promise<{ url: string }> {
  const fresh = freshToken();
  await replaceFeedToken(deps.db, userId, fresh, deps.clock.now());
  return { url: feedUrl(deps, fresh.token) };
}

/**
 * The feed behind a token, or undefined for one that is not (or no longer) a feed's. Looked up by
 * its hash, then compared in constant time, so neither step says how close a guess came. One
 * round trip reads it all (`readFeed`); only what changed is written.
 */
export async function calendarFeed(
  deps: Deps,
  token: string,
): Promise<{ text: string; etag: string } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const now = deps.clock.now();
  const read = await readFeed(deps.db, {
    tokenHash: hashOf(token),
    since: new Date(now.getTime() - FEED_HISTORY_MS),
  });
  if (!read || !timingSafeEqual(Buffer.from(read.feed.token), Buffer.from(token))) return undefined;
  const { feed, entries } = read;
  // The same rows, address and minute as an answer kept from before make the same answer.
  const rows = `${deps.config.publicUrl} ${Math.floor(now.getTime() / MINUTE_MS)} ${hashOf(JSON.stringify(read))}`;
  const kept = keptAnswers.get(feed.token);
  if (kept?.rows === rows) return kept.answer;
  const items = currentItems(read, { publicUrl: deps.config.publicUrl });
  const leavingUids = entriesLeaving(items, entries);
  const leaving = await findEntryItems(deps.db, feed.userId, leavingUids);
  const { save, forget, shown } = reconcileEntries({
    items,
    entries: entries.map((entry) => ({
      ...entry,
      item: entry.item ?? leaving.get(entry.uid) ?? null,
    })),
    now,
    agedOut: (item) => isOlderThanHistory(item, now),
  });
  await saveEntries(deps.db, feed.userId, save);
  await deleteEntries(deps.db, feed.userId, forget);
  const text = calendarText(shown, { name: 'Better Play', refresh: FEED_REFRESH });
  const answer = {
    text,
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`,
  };
  // Only an answer that changed nothing is kept: one that wrote entries was built from rows
  // that are no longer the database's, and the next read finds the new ones.
  if (save.length === 0 && forget.length === 0 && leavingUids.length === 0) {
    keptAnswers.set(feed.token, { rows, answer });
  }
  return answer;
}

/** A one-time item (its times in UTC) that started before the feed's history. */
function isOlderThanHistory(item: CalendarEvent, now: Date): boolean {
  if (item.rrule || !item.start.endsWith('Z')) return false;
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(item.start);
  if (!match) return false;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  const start = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds);
  return start < now.getTime() - FEED_HISTORY_MS;
}
