import { waitlistOfferMachine } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useNow } from '../../lib/use-now.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { declineOffer, takeOffer } from './waitlist-api.ts';
import { WaitlistPanel } from './waitlist-panel.tsx';

interface OfferPanelProps {
  offerId: string;
  expiresAt: string;
  /** the offer ended here or elsewhere: the lists are loaded again */
  onEnded(): void;
}

/**
 * An open offer, driven by the waitlistOffer machine: its countdown, 'Take the place' (sent
 * once, with one Idempotency-Key for the offer) and 'No thanks'. Mount it keyed by the offer.
 */
export function OfferPanel({ offerId, expiresAt, onEnded }: OfferPanelProps) {
  const [takeKey] = useState(() => `take-${offerId}-${crypto.randomUUID()}`);
  const [snapshot, send] = useMachine(
    waitlistOfferMachine.provide({
      actors: {
        takeOffer: fromPromise(async ({ input }) => {
          const { message } = await takeOffer(input.offerId, takeKey);
          toast({ title: message });
        }),
        declineOffer: fromPromise(async ({ input }) => {
          const { message } = await declineOffer(input.offerId);
          toast({ title: message });
        }),
      },
    }),
    { input: { offerId, expiresAt, now: Date.now() } },
  );
  const now = useNow(snapshot.status === 'active', 1_000);
  useEffect(() => send({ type: 'tick', now }), [now, send]);
  useRealtimeEvent('waitlist:offer-ended', (ended) => {
    if (ended.offerId === offerId) send({ type: 'ended', reason: ended.reason });
  });
  const { error } = snapshot.context;
  useEffect(() => {
    if (error !== null) toast({ title: error, variant: 'destructive' });
  }, [error]);
  const done = snapshot.status === 'done';
  const told = useRef(false);
  useEffect(() => {
    if (!done || told.current) return;
    told.current = true;
    onEnded();
  }, [done, onEnded]);

  return (
    <WaitlistPanel
      state={{ kind: 'offered', expiresAt, secondsLeft: snapshot.context.secondsLeft }}
      busy={!snapshot.matches('offered')}
      onTake={() => send({ type: 'take' })}
      onDecline={() => send({ type: 'decline' })}
    />
  );
}
