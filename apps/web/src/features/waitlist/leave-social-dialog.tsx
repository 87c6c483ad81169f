import type { ExpectedRefund, Social } from '@betterplay/contracts';
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
import { formatDollars } from '../../lib/format.ts';
import { useGivePlaceUp } from './use-give-place-up.ts';

export const LEAVE_POLICY =
  'Leaving 24 hours or more before the start refunds everything; later refunds nothing. Your place goes to the first on the waitlist.';

export function leavingOutcomeText(pricePaid: number, refund: ExpectedRefund): string {
  if (pricePaid === 0) return 'This social is free: there is nothing to refund.';
  return refund === 'full'
    ? `You will get ${formatDollars(pricePaid)} back.`
    : 'It starts within 24 hours, so leaving refunds nothing.';
}

interface LeaveSocialDialogProps {
  social: Social;
  pricePaid: number;
  refund: ExpectedRefund;
  open: boolean;
  onOpenChange(open: boolean): void;
  leaving: boolean;
  /** why the last attempt failed, in the server's words */
  error: string | null;
  onConfirm(): void;
}

/** 'Leave this social' in an Activity row, and its confirmation stating the refund. */
export function LeaveSocialDialog({
  social,
  pricePaid,
  refund,
  open,
  onOpenChange,
  leaving,
  error,
  onConfirm,
}: LeaveSocialDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Leave this social: ${social.name}`}>
          Leave this social
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Leave this social?</DialogTitle>
          <DialogDescription>{social.name}</DialogDescription>
        </DialogHeader>
        <p className="font-medium">{leavingOutcomeText(pricePaid, refund)}</p>
        <p className="text-sm text-muted-foreground">{LEAVE_POLICY}</p>
        {error === null ? null : (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep my place</Button>
          </DialogClose>
          <Button variant="destructive" disabled={leaving} onClick={onConfirm}>
            {leaving ? 'Leaving...' : 'Leave this social'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The button and dialog with their request, for a place the player holds. */
export function LeaveSocialAction({ social, pricePaid }: { social: Social; pricePaid: number }) {
  const leaving = useGivePlaceUp(social);
  return <LeaveSocialDialog social={social} pricePaid={pricePaid} {...leaving} />;
}
