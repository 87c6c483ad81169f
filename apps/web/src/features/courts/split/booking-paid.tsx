import type { CourtBooking } from '@betterplay/contracts';
import { splitPaymentMachine } from '@betterplay/machines';
import { Button, Card, CardContent, FactList } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { friendsQueryOptions } from '../../friends/friends-api.ts';
import { bookingFacts, priceText } from '../court-booking-text.ts';
import { courtBookingKeys, splitCourtBooking } from '../court-bookings-api.ts';
import { SplitPaymentDialog } from './split-payment-dialog.tsx';

export const ACTIVITY_PATH = '/activity';

/**
 * After paying: the paid booking on the page and the dialog flow over it (split the cost or not,
 * then the summary), driven by the split-payment machine. 'Done' goes to the player's activity.
 */
export function BookingPaid({ booking }: { booking: CourtBooking }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const reopenButton = useRef<HTMLButtonElement>(null);
  const [snapshot, send] = useMachine(
    splitPaymentMachine.provide({
      actors: {
        splitBooking: fromPromise(async ({ input }) => {
          const split = await splitCourtBooking(input.bookingId, input.friendIds);
          void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
          return split;
        }),
      },
      actions: { finish: () => void navigate(ACTIVITY_PATH) },
    }),
    { input: { booking } },
  );
  const friends = useQuery(friendsQueryOptions());
  return (
    <>
      <BookingPaidView
        booking={snapshot.context.booking}
        onReopen={() => setOpen(true)}
        reopenRef={reopenButton}
      />
      <SplitPaymentDialog
        open={open}
        snapshot={snapshot}
        send={send}
        friends={{
          data: friends.data,
          error: friends.error,
          retry: () => void friends.refetch(),
        }}
        returnFocusTo={reopenButton}
        onClose={() => {
          send({ type: 'dialog.close' });
          setOpen(false);
        }}
      />
    </>
  );
}

interface BookingPaidViewProps {
  booking: CourtBooking;
  /** Opens the dialogs again, at their first step. */
  onReopen: () => void;
  reopenRef?: RefObject<HTMLButtonElement | null>;
}

/** The paid booking, under the dialogs and once they are closed. */
export function BookingPaidView({ booking, onReopen, reopenRef }: BookingPaidViewProps) {
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-5 px-4 sm:px-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden />
          Booking confirmed
        </h2>
        <FactList
          tone="label"
          facts={[...bookingFacts(booking), { term: 'Paid', value: priceText(booking.priceCents) }]}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button ref={reopenRef} variant="outline" onClick={onReopen}>
            Split the cost or finish
          </Button>
          <Button asChild variant="ghost">
            <Link to={ACTIVITY_PATH}>Go to my activity</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
