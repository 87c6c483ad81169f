import { blockingSocialPath, DELETED_PLAYER_NAME, nextOccurrence } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { AppError, appError } from '../../errors.ts';
import { dayText } from '../../lib/day-text.ts';
import { toLocalDate } from '../../local-time.ts';
import { voidAccountTokens } from '../auth/account-tokens-repository.ts';
import { endOpenSessions } from '../auth/end-sessions.ts';
import { verifyPassword } from '../auth/password.ts';
import { deleteSignInAddressesOf } from '../auth/sign-in-addresses-repository.ts';
import { deleteFeedOf } from '../calendar/calendar-repository.ts';
import { findCancellableIdsOfOwner } from '../courts/bookings/bookings-repository.ts';
import { cancelBooking } from '../courts/bookings/cancel-booking.ts';
import { findOwnLiveHolds } from '../courts/holds/holds-repository.ts';
import { releaseHold } from '../courts/holds/release-hold.ts';
import { declineShare } from '../courts/shares/decline-share.ts';
import { findPendingIdsOfInvitee } from '../courts/shares/shares-repository.ts';
import { deleteDeliveriesTo } from '../delivery/deliveries-repository.ts';
import { deletePreferencesOf } from '../delivery/preferences-repository.ts';
import { deleteSubscriptionsOf } from '../delivery/push/push-subscriptions-repository.ts';
import { deleteFriendshipsOf } from '../friends/friends-repository.ts';
import { findPendingIdsByUserId } from '../join-requests/join-requests-repository.ts';
import { withdrawJoinRequest } from '../join-requests/withdraw-join-request.ts';
import { deleteByUserId as deleteNotificationsOf } from '../notifications/notifications-repository.ts';
import { removeSavedCards } from '../payments/saved-cards.ts';
import { removeStoredAvatar } from '../profile/update-profile.ts';
import { cancelEmptySocial } from '../socials/cancel-empty-social.ts';
import {
  findUpcomingOfOrganizer,
  findUpcomingPlacesOfUser,
} from '../socials/social-places-repository.ts';
import { deleteCoachProfile } from '../training/training-repository.ts';
import { declineOffer } from '../waitlist/answer-offer.ts';
import { givePlaceUp } from '../waitlist/give-place-up.ts';
import { findOpenOfferIdsOfUser, linesOfPlayer } from '../waitlist/waitlist-repository.ts';
import { leaveWaitlist } from '../waitlist/waitlist-line.ts';
import { lockProfileById } from './profile-repository.ts';
import { anonymiseById, endSessionsById, findCredentialsById } from './users-repository.ts';

const [DELETED_FIRST_NAME = DELETED_PLAYER_NAME, ...rest] = DELETED_PLAYER_NAME.split(' ');
/** Every screen shows a person as first and last name joined by a space: 'Deleted player'. */
const DELETED_NAMES = { firstName: DELETED_FIRST_NAME, lastName: rest.join(' ') };
/** Not a hash argon2 can read, so no password verifies against it. */
const NO_PASSWORD = '!deleted';

/**
 * Deletes the signed-in account, once its password is given (403 WRONG_PASSWORD otherwise) and
 * unless other players are going to a social it organises that has not taken place (409
 * ORGANISER_HAS_PLAYERS, naming them): until then nothing changes.
 *
 * Then, each through the operation that does it for the person themself (so lines move on,
 * refunds follow the usual rules and everyone concerned hears of it): the saved cards are removed
 * at the provider, every session ends (so nothing new starts meanwhile), future places are given
 * up, lines left and offers declined, pending requests withdrawn, future court bookings
 * cancelled, holds released, pending shares declined and the account's empty future socials
 * cancelled. Last, in one transaction, what is only the person's goes (friendships both ways,
 * bell, devices, choices, mail, calendar feed, coach profile, unused links) and the row keeps
 * no personal data: messages, past socials and payments still refer to it, as 'Deleted player'.
 * A step that fails stops the deletion; asking again carries on where it stopped.
 */
export async function deleteAccount({
  deps,
  userId,
  password,
}: {
  deps: Deps;
  userId: string;
  password: string;
}): Promise<void> {
  const account = await findCredentialsById(deps.db, userId);
  if (!account) throw appError('ACCOUNT_GONE');
  if (!(await verifyPassword(account.passwordHash, password))) throw appError('WRONG_PASSWORD');
  await refuseWhileOthersAreGoing(deps, userId);

  await removeSavedCards({ deps, userId });
  await endSessionsById(deps.db, userId);
  await endOpenSessions(deps, userId, 'account deletion');
  await giveUpWhatIsAhead(deps, userId);

  const avatar = await deps.db.transaction(async (db) => {
    const profile = await lockProfileById(db, userId);
    // Its sessions end again: a sign-in while the steps above ran made a token too.
    if (!profile || !(await endSessionsById(db, userId))) throw appError('ACCOUNT_GONE');
    const now = deps.clock.now();
    await voidAccountTokens(db, userId, undefined, now);
    await deleteSignInAddressesOf(db, userId);
    await deleteFriendshipsOf(db, userId);
    await deleteNotificationsOf(db, userId);
    await deleteSubscriptionsOf(db, userId);
    await deletePreferencesOf(db, userId);
    await deleteDeliveriesTo(db, userId);
    await deleteFeedOf(db, userId);
    await deleteCoachProfile(db, userId);
    await anonymiseById(db, userId, { names: DELETED_NAMES, passwordHash: NO_PASSWORD, at: now });
    return profile.avatar;
  });
  await endOpenSessions(deps, userId, 'account deletion');
  await removeStoredAvatar(deps, avatar);
  // Lists name socials' organisers.
  deps.socialsList.changed();
}

/** 409 while other players hold places at a social the account organises still to come. */
async function refuseWhileOthersAreGoing(deps: Deps, userId: string) {
  const now = deps.clock.now();
  const blocking = (await findUpcomingOfOrganizer(deps.db, userId, now)).filter(
    (social) => social.othersGoing,
  );
  if (blocking.length === 0) return;
  const named = blocking.map((social) => {
    const next = nextOccurrence(social, now);
    const day = next ? dayText(toLocalDate(next)) : dayText(social.date);
    return `${social.name} (${day})`;
  });
  throw appError('ORGANISER_HAS_PLAYERS', { socials: named.join(', ') }).withDetails(
    blocking.map((social) => ({
      path: blockingSocialPath(social),
      message: social.name,
    })),
  );
}

/**
 * Everything the account has ahead of it, given up one item at a time through its own
 * operation. An item that ended meanwhile (the social started, the offer lapsed) answers a 4xx:
 * there is nothing left to give up, so the next one follows.
 */
async function giveUpWhatIsAhead(deps: Deps, userId: string) {
  const { db } = deps;
  const now = deps.clock.now();
  const each = async <T>(items: T[], giveUp: (item: T) => Promise<unknown>) => {
    for (const item of items) await giveUp(item).catch(unlessOver);
  };

  await each(await findUpcomingPlacesOfUser(db, userId, now), (socialId) =>
    givePlaceUp({ deps, userId, socialId }),
  );
  await each(await linesOfPlayer(db, userId), ({ socialId }) =>
    leaveWaitlist({ deps, userId, socialId }),
  );
  await each(await findOpenOfferIdsOfUser(db, userId), (offerId) =>
    declineOffer({ deps, userId, offerId }),
  );
  await each(await findPendingIdsByUserId(db, userId), (requestId) =>
    withdrawJoinRequest({ deps, userId, requestId }),
  );
  await each(await findCancellableIdsOfOwner(db, userId, now), (bookingId) =>
    cancelBooking({ deps, userId, bookingId }),
  );
  await each(await findOwnLiveHolds(db, { userId, now }), ({ id }) =>
    releaseHold({ deps, userId, holdId: id }),
  );
  await each(await findPendingIdsOfInvitee(db, userId), (shareId) =>
    declineShare({ deps, userId, shareId }),
  );
  const ownSocials = await findUpcomingOfOrganizer(db, userId, now);
  await each(
    ownSocials.filter((social) => !social.othersGoing),
    (social) => cancelEmptySocial({ deps, organizerId: userId, socialId: social.id }),
  );
}

/** A refusal means the item is over already (4xx); anything else stops the deletion. */
function unlessOver(error: unknown) {
  if (error instanceof AppError && error.statusCode < 500) return;
  throw error;
}
