import { waitlistOfferMachine } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useNavigate } from 'react-router';
import { needsCard, toastPaymentFailure } from '../../lib/payment-failure-toast.ts';
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
  const navigate = useNavigate();
  // Whether the last take failed for want of a card: its toast then offers to add one.
  const lackedCard = useRef(false);
  const [snapshot, send] = useMachine(
    waitlistOfferMachine.provide({
      actors: {
        takeOffer: fromPromise(async ({ input }) => {
          try {
            const { message } = await takeOffer(input.offerId, takeKey);
            toast({ title: message });
          } catch (error) {
            lackedCard.current = needsCard(error);
            throw error;
          }
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
    if (error === null) return;
    toastPaymentFailure(error, {
      needsCard: lackedCard.current,
      openProfile: () => void navigate('/profile'),
    });
  }, [error, navigate]);
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
