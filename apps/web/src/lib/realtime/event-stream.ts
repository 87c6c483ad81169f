import type { ServerEventName, ServerEventPayload } from './socket-types.ts';

type Handler = (payload: never) => void;

/** Enough to recognise any event a reconnect could bring twice (the catch-up pages hold 200). */
const REMEMBERED_IDS = 1000;

/** What identifies an event: `key` on every copy, `id` (its position) on numbered ones. */
export type EventIdentity = { key?: string; id?: string };

/**
 * Where the app's events arrive, from the socket and from the catch-up call alike, and from
 * where features receive them. An event can come twice (straight after its commit, then
 * numbered) and again from a catch-up: one whose key was applied already is dropped here, once
 * for every listener. `lastId` is the newest numbered id seen: where the next catch-up continues.
 */
export interface EventStream {
  deliver(event: string, payload: unknown, identity?: EventIdentity): void;
  subscribe<E extends ServerEventName>(
    event: E,
    handler: (payload: ServerEventPayload<E>) => void,
  ): () => void;
  lastId(): string | null;
  /** Moves `lastId` forward (never back) to where the server says the client is up to. */
  advanceTo(id: string): void;
}

export function createEventStream(): EventStream {
  const handlers = new Map<string, Set<Handler>>();
  const applied = new Set<string>();
  let newest: bigint | null = null;

  const advanceTo = (id: string) => {
    const value = BigInt(id);
    if (newest === null || value > newest) newest = value;
  };
  const firstTime = (id: string) => {
    if (applied.has(id)) return false;
    applied.add(id);
    // A Set iterates in insertion order: the first entry is the oldest.
    if (applied.size > REMEMBERED_IDS) applied.delete(applied.values().next().value ?? id);
    return true;
  };

  return {
    deliver(event, payload, identity = {}) {
      // A repeat still says how far the client has come.
      if (identity.id !== undefined) advanceTo(identity.id);
      const key = identity.key ?? identity.id;
      if (key !== undefined && !firstTime(key)) return;
      // The server checked the payload against the same contracts the handlers are typed with.
      for (const handler of [...(handlers.get(event) ?? [])]) handler(payload as never);
    },
    subscribe(event, handler) {
      const set = handlers.get(event) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(event, set);
      return () => {
        set.delete(handler as Handler);
      };
    },
    lastId: () => (newest === null ? null : String(newest)),
    advanceTo,
  };
}
