import { userEventsResponseSchema } from '@betterplay/contracts';
import { apiRequest } from '../api-client.ts';
import type { EventStream } from './event-stream.ts';

/** Pages a signed-in client will read after a long absence before it stops asking. */
const MAX_PAGES = 10;

/**
 * After each connect of a signed-in socket: the user's events since the last one applied,
 * delivered like live ones (keys already applied are dropped by the stream). On the first
 * connect there is no last id yet: the server answers where to start from. Loaded only when a
 * socket connects, so the shell carries no zod.
 */
export async function catchUp(stream: EventStream): Promise<void> {
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const after = stream.lastId();
    const query = after === null ? '' : `?after=${after}`;
    const { data } = await apiRequest(`/user/events${query}`, {
      schema: userEventsResponseSchema.shape.data,
    });
    for (const { event, payload, id, key } of data.events) {
      stream.deliver(event, payload, { id, key });
    }
    stream.advanceTo(data.lastId);
    if (!data.hasMore) return;
  }
}
