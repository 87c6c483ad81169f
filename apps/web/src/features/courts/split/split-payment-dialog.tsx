import { formatCents, splitShares, type CourtBooking, type Share } from '@betterplay/contracts';
import type { SplitPaymentEvent, SplitPaymentMachine } from '@betterplay/machines';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FactList,
} from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import type { RefObject } from 'react';
import type { SnapshotFrom } from 'xstate';
import { formatDate, formatTime12h } from '../../../lib/format.ts';
import { bookingFacts, personName, priceText } from '../court-booking-text.ts';
import { SplitFriendPicker, type SplitFriends } from './split-friend-picker.tsx';
import { sharesToInviteAgain } from './split-later.ts';

export type SplitPaymentSnapshot = SnapshotFrom<SplitPaymentMachine>;

/** 'Split 3 ways: $17.33 each': the total over the friends and the player, two decimals. */
export function splitButtonText(totalCents: number, friendCount: number): string {
  const ways = friendCount + 1;
  const each = formatCents(splitShares(totalCents, friendCount).friendCents);
  return `Split ${ways} ${ways === 1 ? 'way' : 'ways'}: ${each} each`;
}

/** Beside shares still standing: 'Invite again: $17.33' for one friend, 'Invite 2 friends again'. */
function inviteAgainButtonText(shares: Share[], friendIds: readonly string[]): string {
  if (friendIds.length !== 1) return `Invite ${friendIds.length} friends again`;
  const share = shares.find((candidate) => candidate.user.id === friendIds[0]);
  return share === undefined ? 'Invite again' : `Invite again: ${formatCents(share.amountCents)}`;
}

/** 'Olivia Smith', 'Olivia Smith and Noah Lee', 'A, B and C' */
function namesText(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

const whereText = (booking: CourtBooking) =>
  `${booking.court.name} at ${booking.stadium.name}, ${formatDate(booking.date)} at ${formatTime12h(booking.time)}`;

interface SplitPaymentDialogProps {
  open: boolean;
  snapshot: SplitPaymentSnapshot;
  send: (event: SplitPaymentEvent) => void;
  friends: SplitFriends;
  /** Closed at any step (the machine goes back to its first step). */
  onClose: () => void;
  /** Where focus goes once it closes: the dialog opened after a payment, not from a trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The dialogs after paying: confirmation, split, invitation sent, booking summary. */
export function SplitPaymentDialog({
  open,
  snapshot,
  send,
  friends,
  onClose,
  returnFocusTo,
}: SplitPaymentDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && snapshot.can({ type: 'dialog.close' })) onClose();
      }}
    >
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <SplitStep snapshot={snapshot} send={send} friends={friends} />
      </DialogContent>
    </Dialog>
  );
}

function SplitStep({
  snapshot,
  send,
  friends,
}: Pick<SplitPaymentDialogProps, 'snapshot' | 'send' | 'friends'>) {
  const { booking, friendIds, error } = snapshot.context;

  if (snapshot.matches('split') || snapshot.matches('splitting')) {
    const splitting = snapshot.matches('splitting');
    // Beside shares still standing, only friends whose share ended can be asked again.
    const again = sharesToInviteAgain(booking);
    const pickable =
      again === null
        ? friends
        : {
            ...friends,
            data: friends.data?.filter((friend) =>
              again.some((share) => share.user.id === friend.id),
            ),
          };
    return (
      <>
        <DialogHeader>
          <DialogTitle>Invite friends</DialogTitle>
          <DialogDescription>
            Share the {priceText(booking.priceCents)} for {booking.court.name}: each friend pays
            their part, and you get it back.
          </DialogDescription>
        </DialogHeader>
        <SplitFriendPicker
          friends={pickable}
          chosenIds={friendIds}
          onToggle={(friendId) => send({ type: 'friends.toggle', friendId })}
          disabled={splitting}
        />
        {error === null ? null : (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button
            disabled={!snapshot.can({ type: 'split.submit' })}
            aria-busy={splitting}
            onClick={() => send({ type: 'split.submit' })}
          >
            {splitting ? (
              <>
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
                Sending invitations...
              </>
            ) : again === null ? (
              splitButtonText(booking.priceCents, friendIds.length)
            ) : (
              inviteAgainButtonText(again, friendIds)
            )}
          </Button>
        </DialogFooter>
      </>
    );
  }

  if (snapshot.matches('inviteSent') || snapshot.matches('invited')) {
    const sent = booking.shares.filter(
      (share) => share.status === 'pending' && friendIds.includes(share.user.id),
    );
    const invited = sent.map((share) => personName(share.user));
    const each = sent[0]?.amountCents;
    const amount = each === undefined ? 'a share' : formatCents(each);
    const sentText =
      invited.length === 1
        ? `${namesText(invited)} was invited to pay ${amount}.`
        : `${namesText(invited)} were invited to pay ${amount} each.`;
    return (
      <>
        <DialogHeader>
          <DialogTitle>Invitation sent!</DialogTitle>
          <DialogDescription>{sentText} As each share is paid, you get it back.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => send({ type: 'invite.continue' })}>Continue</Button>
        </DialogFooter>
      </>
    );
  }

  if (snapshot.matches('bookingConfirmed') || snapshot.matches('done')) {
    const players = ['You', ...booking.shares.map((share) => personName(share.user))];
    return (
      <>
        <DialogHeader>
          <DialogTitle>Booking Confirmed!</DialogTitle>
          <DialogDescription>See you on court.</DialogDescription>
        </DialogHeader>
        <FactList
          tone="label"
          facts={[...bookingFacts(booking), { term: 'Players', value: players.join(', ') }]}
        />
        <DialogFooter>
          <Button onClick={() => send({ type: 'summary.done' })}>Done</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Booking confirmed</DialogTitle>
        <DialogDescription>
          {snapshot.can({ type: 'split.choose' })
            ? `${whereText(booking)} is yours. Would you like to split the cost with friends?`
            : `${whereText(booking)} is yours, and its cost is split with your friends.`}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        {snapshot.can({ type: 'split.choose' }) ? (
          <>
            <Button variant="outline" onClick={() => send({ type: 'split.decline' })}>
              No, thanks
            </Button>
            <Button onClick={() => send({ type: 'split.choose' })}>Yes, split the cost</Button>
          </>
        ) : (
          <Button onClick={() => send({ type: 'split.decline' })}>See the summary</Button>
        )}
      </DialogFooter>
    </>
  );
}
