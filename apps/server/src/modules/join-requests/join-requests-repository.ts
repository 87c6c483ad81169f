import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinRequests } from './join-requests.schema.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';

const organizerViewColumns = {
  id: joinRequests.id,
  socialId: joinRequests.socialId,
  userId: joinRequests.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  email: users.email,
  socialName: socials.name,
  socialDate: socials.date,
  socialTime: socials.time,
  attendees: socials.attendeesCount,
  capacity: socials.capacity,
  message: joinRequests.message,
  status: joinRequests.status,
  createdAt: joinRequests.createdAt,
  organizerReadFlag: joinRequests.organizerReadFlag,
};

function selectForOrganizer(db: Database) {
  return db
    .select(organizerViewColumns)
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .innerJoin(socials, eq(socials.id, joinRequests.socialId));
}

type OrganizerViewRow = Awaited<ReturnType<typeof selectForOrganizer>>[number];
const toOrganizerView = (row: OrganizerViewRow): OrganizerJoinRequest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The organiser's requests and a player's requests list this many at most, newest first. */
export const MAX_JOIN_REQUESTS_LISTED = 200;

export async function findPendingByOrganizerId(db: Database, organizerId: string) {
  const rows = await selectForOrganizer(db)
    .where(and(eq(socials.organizerId, organizerId), eq(joinRequests.status, 'pending')))
    .orderBy(desc(joinRequests.createdAt))
    .limit(MAX_JOIN_REQUESTS_LISTED);
  return rows.map(toOrganizerView);
}

const playerViewColumns = {
  id: joinRequests.id,
  socialId: joinRequests.socialId,
  status: joinRequests.status,
  message: joinRequests.message,
  createdAt: joinRequests.createdAt,
};

/** A player's requests, newest first. */
export async function findByUserId(db: Database, userId: string) {
  return db
    .select(playerViewColumns)
    .from(joinRequests)
    .where(eq(joinRequests.userId, userId))
    .orderBy(desc(joinRequests.createdAt))
    .limit(MAX_JOIN_REQUESTS_LISTED);
}

/** Whether the player's request to join the social waits for an answer (the one-open index). */
export async function hasPendingRequest(db: Database, socialId: string, userId: string) {
  const rows = await db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.socialId, socialId),
        eq(joinRequests.userId, userId),
        eq(joinRequests.status, 'pending'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The organiser has seen these requests (their bell entries were read). */
export async function markSeenByOrganizer(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(joinRequests)
    .set({ organizerReadFlag: false })
    .where(inArray(joinRequests.id, ids));
}

/** The player withdraws their pending request: answers it, or undefined if it was not pending. */
export async function cancelPendingRequest(
  db: Database,
  input: { requestId: string; userId: string; now: Date },
) {
  const [cancelled] = await db
    .update(joinRequests)
    .set({ status: 'cancelled', decidedAt: input.now })
    .where(
      and(
        eq(joinRequests.id, input.requestId),
        eq(joinRequests.userId, input.userId),
        eq(joinRequests.status, 'pending'),
      ),
    )
    .returning({
      id: joinRequests.id,
      socialId: joinRequests.socialId,
      paymentId: joinRequests.paymentId,
    });
  return cancelled;
}

/** A player's own request, whatever its status. */
export async function findOwnRequest(db: Database, requestId: string, userId: string) {
  const [request] = await db
    .select({ status: joinRequests.status })
    .from(joinRequests)
    .where(and(eq(joinRequests.id, requestId), eq(joinRequests.userId, userId)));
  return request;
}

/** The player's requests still waiting for a decision (what their account's deletion withdraws). */
export async function findPendingIdsByUserId(db: Database, userId: string) {
  const rows = await db
    .select({ id: joinRequests.id })
    .from(joinRequests)
    .where(and(eq(joinRequests.userId, userId), eq(joinRequests.status, 'pending')));
  return rows.map((row) => row.id);
}

/** A social's requests waiting for a decision, with each one's card hold (a cancelled social's). */
export async function findPendingOfSocial(db: Database, socialId: string) {
  return db
    .select({
      id: joinRequests.id,
      userId: joinRequests.userId,
      paymentId: joinRequests.paymentId,
    })
    .from(joinRequests)
    .where(and(eq(joinRequests.socialId, socialId), eq(joinRequests.status, 'pending')));
}

/** Every request the player made, with its social, oldest first, for their data export. */
export async function findForExport(db: Database, userId: string) {
  return db
    .select({
      id: joinRequests.id,
      socialId: socials.id,
      socialName: socials.name,
      socialDate: socials.date,
      socialTime: socials.time,
      message: joinRequests.message,
      status: joinRequests.status,
      createdAt: joinRequests.createdAt,
      decidedAt: joinRequests.decidedAt,
    })
    .from(joinRequests)
    .innerJoin(socials, eq(socials.id, joinRequests.socialId))
    .where(eq(joinRequests.userId, userId))
    .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id));
}
