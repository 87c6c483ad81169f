import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** A message I wrote that the server has not confirmed: on its way, or failed (with a retry). */
export interface PendingMessage {
  /** Chosen here and sent with every attempt, so a retry never stores the message twice. */
  clientId: string;
  conversationId: string;
  body: string;
  /** When I wrote it (the server's time replaces it once stored). */
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the last attempt failed, in words for the sender. */
  error: string | null;
}

const NONE: PendingMessage[] = [];

/**
 * My unconfirmed messages. They are not server state, so they live beside the query cache
 * rather than in it (a refetch would drop them), one store per query client: they outlive the
 * chat screen (a failed message is still there to retry after a visit elsewhere) and never
 * leak from one signed-in session or test to the next.
 */
export class PendingMessages {
  private entries: PendingMessage[] = [];
  private readonly listeners = new Set<() => void>();
  /** One array per conversation until the next change: stable snapshots for React. */
  private readonly views = new Map<string, PendingMessage[]>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  of = (conversationId: string): PendingMessage[] => {
    let view = this.views.get(conversationId);
    if (view === undefined) {
      view = this.entries.filter((entry) => entry.conversationId === conversationId);
      if (view.length === 0) view = NONE;
      this.views.set(conversationId, view);
    }
    return view;
  };

  find(clientId: string): PendingMessage | undefined {
    return this.entries.find((entry) => entry.clientId === clientId);
  }

  put(entry: PendingMessage) {
    this.entries = [...this.entries.filter(({ clientId }) => clientId !== entry.clientId), entry];
    this.changed();
  }

  update(clientId: string, changes: Pick<PendingMessage, 'status' | 'error'>) {
    if (this.find(clientId) === undefined) return;
    this.entries = this.entries.map((entry) =>
      entry.clientId === clientId ? { ...entry, ...changes } : entry,
    );
    this.changed();
  }

  /** The server has it: from now on the thread shows the stored message. */
  remove(clientId: string) {
    if (this.find(clientId) === undefined) return;
    this.entries = this.entries.filter((entry) => entry.clientId !== clientId);
    this.changed();
  }

  private changed() {
    this.views.clear();
    for (const listener of [...this.listeners]) listener();
  }
}

const stores = new WeakMap<QueryClient, PendingMessages>();

export function pendingMessagesOf(queryClient: QueryClient): PendingMessages {
  let store = stores.get(queryClient);
  if (store === undefined) {
    store = new PendingMessages();
    stores.set(queryClient, store);
  }
  return store;
}

export function usePendingMessages(conversationId: string): PendingMessage[] {
  const store = pendingMessagesOf(useQueryClient());
  return useSyncExternalStore(store.subscribe, () => store.of(conversationId));
}

/** A fresh id for a message (crypto.randomUUID exists only on secure origins). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
