import { splitShares, type CourtBooking } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError, validationError } from '../../../errors.ts';
import { findFollowedAmong } from '../../friends/friends-repository.ts';
import { durationHoursOf, localStartOf } from '../bookings/booking-dto.ts';
import { lockById } from '../bookings/bookings-repository.ts';
import { announceBookingChanged, readCourtBooking } from '../bookings/court-booking-view.ts';
import { countByBookingId, insertShares } from './shares-repository.ts';
import { expireSharesJob } from '../jobs/expire-shares.job.ts';
import { postSplitInvitation } from './split-invitation-message.ts';

/**
 * The owner splits a paid booking that has not started with friends they follow: each friend's
 * share is splitShares(price, friends).friendCents (the remainder cents stay on the owner), one
 * pending share each. In one transaction with the shares: the owner's chat message to each
 * friend with the link to pay or decline, and 'court-booking:changed' to everyone. Unpaid
 * shares expire when the booking starts (the courts.expire-shares job, queued after the commit).
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
    const locked = await lockById(db, bookingId);
    if (!locked || locked.userId !== userId) throw appError('BOOKING_NOT_FOUND');
    if (locked.status === 'cancelled') throw appError('BOOKING_CANCELLED');
    if (locked.status !== 'paid') throw appError('BOOKING_NOT_FOUND');
    if (locked.startsAt <= now) throw appError('BOOKING_STARTED');
    if ((await countByBookingId(db, bookingId)) > 0) throw appError('BOOKING_ALREADY_SPLIT');
    const followed = new Set(await findFollowedAmong(db, userId, friendIds));
    if (!friendIds.every((id) => followed.has(id))) throw appError('SPLIT_NOT_FRIENDS');

    const { friendCents } = splitShares(locked.priceCents, friendIds.length);
    if (friendCents <= 0) {
      throw validationError('friendIds', 'This booking costs too little to split that many ways');
    }
    const shares = await insertShares(
      db,
      friendIds.map((friendId) => ({
        bookingId,
        userId: friendId,
        amountCents: friendCents,
        createdAt: now,
      })),
    );
    const view = await readCourtBooking(db, bookingId, now);
    for (const share of shares) {
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
          amountCents: friendCents,
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
