import { splitPaymentMachine } from '@betterplay/machines';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { fromPromise } from 'xstate';
import { friendsQueryOptions } from '../../friends/friends-api.ts';
import { courtBookingKeys, splitCourtBooking } from '../court-bookings-api.ts';
import { SplitPaymentDialog } from '../split/split-payment-dialog.tsx';
import { splitStatusId, type OnSplitLater, type SplitLaterRequest } from './court-booking-card.tsx';
import { storeBooking } from './court-booking-hooks.ts';

interface SplitLaterDialogProps {
  request: SplitLaterRequest;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The split dialog of the confirmation page, opened later from the Activity: 'Invite friends'
 * (the friend of 'Invite again' chosen), then 'Invitation sent!', whose 'Continue' closes it.
 * The booking's card shows the new shares as soon as the split answers.
 */
function SplitLaterDialog({ request, open, onClose, returnFocusTo }: SplitLaterDialogProps) {
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    splitPaymentMachine.provide({
      actors: {
        splitBooking: fromPromise(async ({ input }) => {
          const booking = await splitCourtBooking(input.bookingId, input.friendIds);
          storeBooking(queryClient, booking);
          void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
          return booking;
        }),
      },
      actions: { finish: onClose },
    }),
    {
      input: {
        booking: request.booking,
        later: { friendIds: request.friendId === undefined ? [] : [request.friendId] },
      },
    },
  );
  const friends = useQuery(friendsQueryOptions());
  return (
    <SplitPaymentDialog
      open={open}
      snapshot={snapshot}
      send={send}
      friends={{ data: friends.data, error: friends.error, retry: () => void friends.refetch() }}
      returnFocusTo={returnFocusTo}
      // Not 'dialog.close': the machine keeps its step while the dialog fades out, and the next
      // opening starts a new one.
      onClose={onClose}
    />
  );
}

/**
 * 'Split the cost' and 'Invite again' of my upcoming bookings: `onSplit` for the list, and the
 * dialog it opens. Focus goes back to the button that opened it or, once the split took it
 * away, to the booking's split.
 */
export function useSplitLater(): { onSplit: OnSplitLater; dialog: ReactNode } {
  const [opened, setOpened] = useState<{
    request: SplitLaterRequest;
    open: boolean;
    key: number;
  } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const onSplit: OnSplitLater = (request, element) => {
    opener.current = element;
    setOpened((previous) => ({ request, open: true, key: (previous?.key ?? 0) + 1 }));
  };
  const onClose = () => {
    const bookingId = opened?.request.booking.id ?? '';
    returnFocusTo.current = opener.current?.isConnected
      ? opener.current
      : document.getElementById(splitStatusId(bookingId));
    setOpened((previous) => (previous === null ? null : { ...previous, open: false }));
  };

  const dialog =
    opened === null ? null : (
      <SplitLaterDialog
        key={opened.key}
        request={opened.request}
        open={opened.open}
        onClose={onClose}
        returnFocusTo={returnFocusTo}
      />
    );
  return { onSplit, dialog };
}
