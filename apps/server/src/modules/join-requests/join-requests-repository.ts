import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { joinRequests } from './join-requests.schema.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';
import { isPastAt } from '../socials/social-dto.ts';

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

export async function findOrganizerViewById(db: Database, id: string) {
  const [row] = await selectForOrganizer(db).where(eq(joinRequests.id, id)).limit(1);
  return row ? toOrganizerView(row) : undefined;
}

export async function findPendingByOrganizerId(db: Database, organizerId: string) {
  const rows = await selectForOrganizer(db)
    .where(and(eq(socials.organizerId, organizerId), eq(joinRequests.status, 'pending')))
    .orderBy(desc(joinRequests.createdAt));
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
    .orderBy(desc(joinRequests.createdAt));
}

/** Locks the request row, so two decisions on it cannot both go through. */
export async function lockWithSocial(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({
      id: joinRequests.id,
      status: joinRequests.status,
      userId: joinRequests.userId,
      socialId: joinRequests.socialId,
      organizerId: socials.organizerId,
      socialName: socials.name,
      category: socials.category,
      priceCents: socials.priceCents,
      isPast: isPastAt(now),
    })
    .from(joinRequests)
    .innerJoin(socials, eq(socials.id, joinRequests.socialId))
    .where(eq(joinRequests.id, id))
    .for('update', { of: joinRequests })
    .limit(1);
  return row;
}

export async function insertJoinRequest(
  db: Database,
  request: { socialId: string; userId: string; message: string },
) {
  const [row] = await db.insert(joinRequests).values(request).returning(playerViewColumns);
  if (!row) throw new Error('insert into join_requests returned no row');
  return row;
}

/** Moves a pending request on; answers false if it was no longer pending. */
export async function markDecided(
  db: Database,
  id: string,
  decision: { status: 'accepted' | 'rejected'; decidedAt: Date },
) {
  const updated = await db
    .update(joinRequests)
    .set({ ...decision, organizerReadFlag: false })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
    .returning({ id: joinRequests.id });
  return updated.length === 1;
}

/** The organiser has seen these requests (their bell entries were read). */
export async function markSeenByOrganizer(db: Database, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(joinRequests)
    .set({ organizerReadFlag: false })
    .where(inArray(joinRequests.id, ids));
}

/** When the player's latest request to this social was rejected, if one ever was. */
export async function findLatestRejectionAt(
  db: Database,
  { socialId, userId }: { socialId: string; userId: string },
): Promise<Date | undefined> {
  const [row] = await db
    .select({ decidedAt: max(joinRequests.decidedAt) })
    .from(joinRequests)
    .where(
      and(
        eq(joinRequests.socialId, socialId),
        eq(joinRequests.userId, userId),
        eq(joinRequests.status, 'rejected'),
      ),
    );
  return row?.decidedAt ?? undefined;
}
