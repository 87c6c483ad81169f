import type { ExpectedRefund } from '@betterplay/contracts';
import { useState } from 'react';
import { ApiError } from './api-client.ts';
import { useSendOnce } from './use-send-once.ts';

/**
 * A confirmation dialog that promises a refund and sends it (cancelling a court booking, giving
 * up a place at a social). The refund is worked out when the dialog opens (`refundAt`); if the
 * server's differs by then (409 REFUND_POLICY_CHANGED, only two refunds exist) the dialog stays
 * open with the server's message, now promises the server's refund, and the player confirms
 * again. Closing forgets the failure.
 */
export function useRefundConfirmation<Result>(options: {
  refundAt: (openedAt: number) => ExpectedRefund;
  send: (expectRefund: ExpectedRefund) => Promise<Result>;
  onSuccess: (result: Result) => unknown;
  /** after a failure (the refund's is handled already) */
  onError?: (error: Error) => void;
}) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(() => Date.now());
  const [serverRefund, setServerRefund] = useState<ExpectedRefund | null>(null);
  const refund = serverRefund ?? options.refundAt(openedAt);
  const sending = useSendOnce({
    mutationFn: options.send,
    onSuccess: (result) => {
      setOpen(false);
      return options.onSuccess(result);
    },
    onError: (error, expected) => {
      if (error instanceof ApiError && error.code === 'REFUND_POLICY_CHANGED')
        setServerRefund(expected === 'full' ? 'none' : 'full');
      options.onError?.(error);
    },
  });
  return {
    open,
    refund,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next) setOpenedAt(Date.now());
      else {
        sending.reset();
        setServerRefund(null);
      }
    },
    pending: sending.isPending,
    error: sending.error?.message ?? null,
    onConfirm: () => sending.mutate(refund),
  };
}
