import { splitShares, type CourtBooking } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError, validationError } from '../../../errors.ts';
import { findFollowedAmong } from '../../friends/friends-repository.ts';
import { durationHoursOf, localStartOf } from '../bookings/booking-dto.ts';
import { lockById } from '../bookings/bookings-repository.ts';
import { announceBookingChanged, readCourtBooking } from '../bookings/court-booking-view.ts';
import { findStatesByBookingId, insertShares, reopenShares } from './shares-repository.ts';
import { expireSharesJob } from '../jobs/expire-shares.job.ts';
import { postSplitInvitation } from './split-invitation-message.ts';

type ShareState = Awaited<ReturnType<typeof findStatesByBookingId>>[number];

const standing = (share: ShareState) => share.status === 'pending' || share.status === 'paid';

/**
 * Who is invited for how much. With no share pending or paid (never split, or every friend
 * declined), a split: each friend's share is splitShares(price, friends).friendCents (the
 * remainder cents stay on the owner). Beside shares still standing, only friends whose share was
 * declined or expired may be invited again, each for the amount they were first asked. A friend
 * asked before gets their old share back (reopenShares), the others a new one.
 */
function planInvitations(priceCents: number, shares: ShareState[], friendIds: string[]) {
  const earlierOf = new Map(shares.map((share) => [share.userId, share]));
  const earlier = friendIds.flatMap((id) => earlierOf.get(id) ?? []);
  if (earlier.some(standing)) throw appError('SPLIT_ALREADY_INVITED');
  if (earlier.some((share) => share.paymentId !== null)) throw appError('SHARE_NOT_REINVITABLE');
  if (shares.some(standing)) {
    if (earlier.length !== friendIds.length) throw appError('BOOKING_ALREADY_SPLIT');
    return { reopen: earlier.map(({ id, amountCents }) => ({ id, amountCents })), add: [] };
  }
  const { friendCents } = splitShares(priceCents, friendIds.length);
  if (friendCents <= 0) {
    throw validationError('friendIds', 'This booking costs too little to split that many ways');
  }
  return {
    reopen: earlier.map(({ id }) => ({ id, amountCents: friendCents })),
    add: friendIds
      .filter((id) => !earlierOf.has(id))
      .map((userId) => ({ userId, amountCents: friendCents })),
  };
}

/**
 * The owner splits a paid booking that has not started with friends they follow, right after
 * paying or later from Activity, and invites again a friend who declined (or whose share
 * expired): one pending share each (planInvitations). In one transaction with the shares: the
 * owner's chat message to each friend with the link to pay or decline, and
 * 'court-booking:changed' to everyone. Unpaid shares expire when the booking starts (the
 * courts.expire-shares job, queued after the commit). No money moves here: a share is charged
 * when its friend pays it.
 */
export async function splitBooking({
  deps,
  userId,
  bookingId,
  friendIds,
}: {
  deps: Deps;
  userId: string;
  bookingId: string;
  friendIds: string[];
}): Promise<CourtBooking> {
  const now = deps.clock.now();
  const { booking, startsAt } = await deps.db.transaction(async (db) => {
    // The booking's lock first: every writer of its shares takes it, so they stand still here.
    const locked = await lockById(db, bookingId);
    if (!locked || locked.userId !== userId) throw appError('BOOKING_NOT_FOUND');
    if (locked.status === 'cancelled') throw appError('BOOKING_CANCELLED');
    if (locked.status !== 'paid') throw appError('BOOKING_NOT_FOUND');
    if (locked.startsAt <= now) throw appError('BOOKING_STARTED');
    const followed = new Set(await findFollowedAmong(db, userId, friendIds));
    if (!friendIds.every((id) => followed.has(id))) throw appError('SPLIT_NOT_FRIENDS');

    const plan = planInvitations(
      locked.priceCents,
      await findStatesByBookingId(db, bookingId),
      friendIds,
    );
    const reopened = await reopenShares(db, plan.reopen, now);
    if (reopened.length !== plan.reopen.length) throw appError('SHARE_NOT_REINVITABLE');
    const added = await insertShares(
      db,
      plan.add.map((share) => ({ bookingId, ...share, createdAt: now })),
    );
    const view = await readCourtBooking(db, bookingId, now);
    for (const share of [...reopened, ...added]) {
      const amountCents = view.shares.find(({ id }) => id === share.id)?.amountCents;
      if (amountCents === undefined) throw new Error('a share of the split could not be read');
      await postSplitInvitation(db, {
        deps,
        ownerId: userId,
        friendId: share.userId,
        invitation: {
          ownerFirstName: view.owner.firstName,
          courtName: view.court.name,
          stadiumName: view.stadium.name,
          ...localStartOf(locked.startsAt),
          durationHours: durationHoursOf(locked),
          amountCents,
          shareId: share.id,
        },
      });
    }
    await announceBookingChanged(db, view);
    return { booking: view, startsAt: locked.startsAt };
  });
  await queueShareExpiry(deps, bookingId, startsAt);
  return booking;
}

/** A failure to queue is logged, not answered: the split is stored and the shares are payable. */
async function queueShareExpiry(deps: Deps, bookingId: string, startsAt: Date) {
  try {
    await expireSharesJob.enqueue(
      deps,
      { bookingId },
      {
        delayMs: Math.max(0, startsAt.getTime() - deps.clock.now().getTime()),
        dedupeKey: `courts.expire-shares:${bookingId}`,
      },
    );
  } catch (error) {
    deps.log.error({ err: error, bookingId }, 'court split: the share expiry could not be queued');
  }
}
