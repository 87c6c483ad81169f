// What the organiser's socket received during the cluster bench: every `join-request:created`
// keyed by (social, player), so each request can be awaited, and loss and duplicates counted.
import type { ServerToClientEvents } from '@betterplay/contracts';
import {
  eachEventOnce,
  type ClientSocket,
} from '../../apps/server/src/realtime/realtime-test-kit.ts';

type Created = Parameters<ServerToClientEvents['join-request:created']>[0];

export const deliveryKey = (socialId: string, userId: string) => `${socialId}:${userId}`;

export type JoinRequestDeliveries = {
  /** resolves when the event for this request arrives; rejects after `timeoutMs` */
  arrival(key: string, timeoutMs: number): Promise<void>;
  /** gives up on a request whose HTTP call failed (it will never have an event) */
  abandon(key: string, reason: Error): void;
  /** how many times each key's event arrived, so far */
  counts(): ReadonlyMap<string, number>;
  stop(): void;
};

export function trackJoinRequests(socket: ClientSocket): JoinRequestDeliveries {
  const counts = new Map<string, number>();
  const waiters = new Map<string, { resolve(): void; reject(error: Error): void }>();
  const listener = (payload: Created) => {
    const key = deliveryKey(payload.socialId, payload.userId);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    waiters.get(key)?.resolve();
    waiters.delete(key);
  };
  const applied = eachEventOnce(listener);
  socket.on('join-request:created', applied);
  return {
    arrival(key, timeoutMs) {
      if (counts.has(key)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(key);
          reject(new Error(`no join-request:created for ${key} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.set(key, {
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      });
    },
    abandon(key, reason) {
      waiters.get(key)?.reject(reason);
      waiters.delete(key);
    },
    counts: () => counts,
    stop: () => void socket.off('join-request:created', applied),
  };
}
