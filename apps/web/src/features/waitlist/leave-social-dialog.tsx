import type { ExpectedRefund, Social } from '@betterplay/contracts';
import { Button, ConfirmDialog } from '@betterplay/ui';
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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Leave this social: ${social.name}`}>
          Leave this social
        </Button>
      }
      title="Leave this social?"
      description={social.name}
      error={error}
      keepLabel="Keep my place"
      confirmLabel="Leave this social"
      busyLabel="Leaving..."
      busy={leaving}
      onConfirm={onConfirm}
    >
      <p className="font-medium">{leavingOutcomeText(pricePaid, refund)}</p>
      <p className="text-sm text-muted-foreground">{LEAVE_POLICY}</p>
    </ConfirmDialog>
  );
}

/** The button and dialog with their request, for a place the player holds. */
export function LeaveSocialAction({ social, pricePaid }: { social: Social; pricePaid: number }) {
  const leaving = useGivePlaceUp(social);
  return <LeaveSocialDialog social={social} pricePaid={pricePaid} {...leaving} />;
}
