import {
  formatCents,
  messageOf,
  type CourtBooking,
  type MyCourtBookings,
} from '@betterplay/contracts';
import { newIdempotencyKey } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRefundConfirmation } from '../../../lib/use-refund-confirmation.ts';
import { useSendOnce } from '../../../lib/use-send-once.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deferAction, undoAction, useDeferredKeys } from '../../../lib/deferred-actions.ts';
import {
  cancelCourtBooking,
  courtBookingKeys,
  declineCourtShare,
  payCourtShare,
} from '../court-bookings-api.ts';
import { bookingTitle, cancellationText, refundOnCancel } from '../court-booking-text.ts';
import type { Invitation, ShareActionBusy, ShareActionError } from './share-invitation.tsx';
import { replaceCourtBooking } from './use-live-court-bookings.ts';

export function storeBooking(queryClient: QueryClient, booking: CourtBooking) {
  queryClient.setQueryData<MyCourtBookings>(courtBookingKeys.mine(), (data) =>
    data === undefined ? data : (replaceCourtBooking(data, booking) ?? data),
  );
}

/** No answer, or the server failed: whether the payment went through is unknown. */
function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

function errorOf(error: unknown): ShareActionError {
  return {
    message: messageOf(error),
    needsCard: error instanceof ApiError && error.code === 'NO_PAYMENT_METHOD',
  };
}

/** Cancelling one of my bookings from its confirmation dialog, which promises the refund. */
export function useCancelCourtBooking(booking: CourtBooking) {
  const queryClient = useQueryClient();
  const { pending, ...dialog } = useRefundConfirmation({
    refundAt: (openedAt) => refundOnCancel(booking, openedAt),
    send: (expectRefund) => cancelCourtBooking(booking.id, expectRefund),
    onSuccess: (cancellation) => {
      toast({ title: 'Booking cancelled', description: cancellationText(cancellation) });
      // The server's lists show it cancelled now (its event patches them too).
      void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
    },
    onError: (error) => {
      // It may have changed meanwhile (started, or cancelled in another tab).
      if (!outcomeUnknown(error))
        void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
    },
  });
  return { ...dialog, cancelling: pending };
}

/**
 * Paying or declining my share. Each payment attempt has its own Idempotency-Key; a retry after
 * no answer (or a server failure) sends the same key again, so a charge that did go through is not
 * made twice. A clear answer (paid, declined card, no card) ends the attempt.
 */
export function useShareActions({ booking, share }: Invitation) {
  const queryClient = useQueryClient();
  const attemptKey = useRef<string | null>(null);

  const settle = (booking: CourtBooking) => storeBooking(queryClient, booking);
  const refreshAfter = (error: unknown) => {
    if (!outcomeUnknown(error))
      void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
  };

  const pay = useSendOnce({
    mutationFn: (key: string) => payCourtShare(share.id, key),
    retry: (failures, error) => outcomeUnknown(error) && failures < 2,
    onSuccess: (booking) => {
      attemptKey.current = null;
      settle(booking);
      toast({
        title: 'Share paid',
        description: `You paid ${formatCents(share.amountCents)} for ${bookingTitle(booking)}.`,
      });
    },
    onError: (error) => {
      if (!outcomeUnknown(error)) attemptKey.current = null;
      refreshAfter(error);
    },
  });

  // 'Invitation declined' shows with Undo as Decline is pressed; the server hears of it 5 s later.
  const decline = useSendOnce({
    mutationFn: () => declineCourtShare(share.id),
    onSuccess: settle,
    onError: refreshAfter,
  });
  // Sent after the list was left, it is sent all the same; a refusal then reloads the list.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const declineKey = `court-share:decline:${share.id}`;
  const declineWaiting = useDeferredKeys().has(declineKey);

  const busy: ShareActionBusy = pay.isPending
    ? 'paying'
    : decline.isPending || declineWaiting
      ? 'declining'
      : null;
  const failure = pay.error ?? decline.error;
  return {
    busy,
    error: failure === null ? null : errorOf(failure),
    onPay: () => {
      decline.reset();
      attemptKey.current ??= newIdempotencyKey();
      pay.mutate(attemptKey.current);
    },
    onDecline: () => {
      pay.reset();
      decline.reset();
      const shown = toast({
        title: 'Invitation declined',
        description: bookingTitle(booking),
        action: {
          label: 'Undo',
          altText: 'Undo declining the invitation',
          onClick: () => undoAction(declineKey),
        },
      });
      deferAction(declineKey, () => {
        shown.dismiss();
        if (mounted.current) decline.mutate();
        else void declineCourtShare(share.id).then(settle, refreshAfter);
      });
    },
  };
}
