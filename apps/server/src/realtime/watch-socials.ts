import { SOCIAL_CATEGORIES, type Ack } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { socials } from '../db/schema/index.ts';
import { categoryRoom, socialRoom, type AppSocket } from './socket-types.ts';

const watchTargetSchema = z.union([
  z.strictObject({ socialId: z.uuid() }),
  z.strictObject({ category: z.enum(SOCIAL_CATEGORIES) }),
]);

export const INVALID_TARGET =
  `Send { socialId } with a social's id, or { category } with one of: ` +
  SOCIAL_CATEGORIES.join(', ');
export const SOCIAL_NOT_FOUND = 'Social not found';
export const TOO_MANY_WATCHED = 'Too many socials watched at once';

/** A list page watches 1 sport and about 5 socials; the cap only stops room flooding. */
export const MAX_WATCHED_ROOMS = 50;

class WatchError extends Error {}

/** `socials:watch` / `socials:unwatch`: socials are public, so any socket may watch any of them. */
export function handleSocialWatching(
  socket: AppSocket,
  options: { db: Database; log: FastifyBaseLogger },
) {
  socket.on('socials:watch', (target, ack) => {
    void answer(ack, options.log, async () => {
      const parsed = parseTarget(target);
      const room = roomOf(parsed);
      if (socket.rooms.has(room)) return;
      if (watchedRoomCount(socket) >= MAX_WATCHED_ROOMS) throw new WatchError(TOO_MANY_WATCHED);
      if ('socialId' in parsed && !(await socialExists(options.db, parsed.socialId))) {
        throw new WatchError(SOCIAL_NOT_FOUND);
      }
      // Joining after a disconnect during the query would leave a room entry no one removes.
      if (socket.connected) await socket.join(room);
    });
  });
  socket.on('socials:unwatch', (target, ack) => {
    void answer(ack, options.log, async () => {
      await socket.leave(roomOf(parseTarget(target)));
    });
  });
}

type WatchTarget = z.infer<typeof watchTargetSchema>;

function parseTarget(target: unknown): WatchTarget {
  const parsed = watchTargetSchema.safeParse(target);
  if (!parsed.success) throw new WatchError(INVALID_TARGET);
  return parsed.data;
}

const roomOf = (target: WatchTarget) =>
  'socialId' in target ? socialRoom(target.socialId) : categoryRoom(target.category);

function watchedRoomCount(socket: AppSocket): number {
  let count = 0;
  for (const room of socket.rooms) {
    if (room.startsWith('social:') || room.startsWith('socials:')) count += 1;
  }
  return count;
}

async function socialExists(db: Database, socialId: string): Promise<boolean> {
  const rows = await db
    .select({ id: socials.id })
    .from(socials)
    .where(eq(socials.id, socialId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Runs `work` and answers `{ data: null }` or `{ error }`. Clients may omit the ack, or send a
 * non-function in its place, so it is checked before use.
 */
async function answer(ack: Ack | undefined, log: FastifyBaseLogger, work: () => Promise<void>) {
  const reply: Ack = typeof ack === 'function' ? ack : () => undefined;
  try {
    await work();
    reply({ data: null });
  } catch (error) {
    if (error instanceof WatchError) {
      reply({ error: error.message });
      return;
    }
    log.error({ err: error }, 'socials watch failed');
    reply({ error: 'Could not update live counts right now, please try again' });
  }
}
