import { holdSchema, type Hold } from '@betterplay/contracts';
import { z } from 'zod';

/**
 * The hold this tab has on a court's day, kept for the session: after a reload the page takes it
 * up again instead of asking for a slot its own hold blocks.
 */
const MEMORY_PREFIX = 'betterplay:court-hold:';
const memoryKey = (courtId: string, date: string) => `${MEMORY_PREFIX}${courtId}:${date}`;

/** A remembered hold with when this tab got it (Date.now()), to move its serverNow on by. */
const savedHoldSchema = holdSchema.extend({ savedAt: z.number() });

/**
 * The remembered hold as if the server answered now: its serverNow moved on by the time since
 * it was saved (measured on this device's clock, whose offset does not matter for a difference).
 */
export function rememberedHold(courtId: string, date: string): Hold | null {
  try {
    const saved = window.sessionStorage.getItem(memoryKey(courtId, date));
    const parsed = savedHoldSchema.safeParse(saved === null ? null : JSON.parse(saved));
    if (!parsed.success) return null;
    const { savedAt, ...hold } = parsed.data;
    const serverNow = Date.parse(hold.serverNow) + Math.max(0, Date.now() - savedAt);
    return { ...hold, serverNow: new Date(serverNow).toISOString() };
  } catch {
    return null;
  }
}

export function rememberHold(hold: Hold) {
  try {
    const saved = { ...hold, savedAt: Date.now() };
    window.sessionStorage.setItem(memoryKey(hold.courtId, hold.date), JSON.stringify(saved));
  } catch {
    // Without session storage a reload simply holds again.
  }
}

export function forgetHold(holdId: string) {
  try {
    const storage = window.sessionStorage;
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (!key?.startsWith(MEMORY_PREFIX)) continue;
      const saved = holdSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
      if (!saved.success || saved.data.id === holdId) storage.removeItem(key);
    }
  } catch {
    // Nothing remembered.
  }
}
