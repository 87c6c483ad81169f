import type { CourtBooking, ExpectedRefund } from '@betterplay/contracts';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import {
  CANCEL_POLICY,
  bookingTitle,
  cancelOutcomeText,
  durationLabel,
  whenLabel,
} from '../court-booking-text.ts';

interface CancelBookingDialogProps {
  booking: CourtBooking;
  /** what cancelling refunds, as the dialog promises it (and sends it with the request) */
  refund: ExpectedRefund;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cancelling: boolean;
  /** why the last attempt failed, in the server's words */
  error: string | null;
  onConfirm: () => void;
}

/**
 * 'Cancel booking' and its confirmation, which says what this booking's cancellation refunds
 * (everything, 24 hours or more before the start; nothing later). When the server's refund has
 * changed meanwhile, `error` says so and `refund` is the server's: the player confirms again.
 * Closing returns focus to the button that opened it.
 */
export function CancelBookingDialog({
  booking,
  refund,
  open,
  onOpenChange,
  cancelling,
  error,
  onConfirm,
}: CancelBookingDialogProps) {
  const title = bookingTitle(booking);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Cancel booking: ${title}, ${whenLabel(booking)}`}
        >
          Cancel booking
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {title}, {whenLabel(booking)}, {durationLabel(booking.durationHours)}.
          </DialogDescription>
        </DialogHeader>
        <p className="font-medium">{cancelOutcomeText(booking, refund)}</p>
        <p className="text-sm text-muted-foreground">{CANCEL_POLICY}</p>
        {error === null ? null : (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep booking</Button>
          </DialogClose>
          <Button
            variant="destructive"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            aria-disabled={cancelling || undefined}
            onClick={() => {
              if (!cancelling) onConfirm();
            }}
          >
            {cancelling ? (
              <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
            ) : null}
            {cancelling ? 'Cancelling...' : 'Cancel booking'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
