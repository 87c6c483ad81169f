import type { CourtAvailability, CourtPaymentMethod } from '@betterplay/contracts';
import type {
  BookingConfirmationEvent,
  BookingConfirmationMachine,
  BookingDurationChoice,
} from '@betterplay/machines';
import { Button, Card, CardContent, FactList } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { durationLabel, priceText, whereAndWhen } from '../court-booking-text.ts';
import { BookingChoices } from './booking-choices.tsx';
import { BookingHoldStatus } from './booking-hold-status.tsx';
import { isWalletMethod, walletNote, type WalletPayment } from './wallet-payment.ts';

export type BookingConfirmationSnapshot = SnapshotFrom<BookingConfirmationMachine>;

/** Where the booking is: what the page knows before any hold. */
export interface BookingPlace {
  stadiumName: string;
  sport: string;
  court: Pick<CourtAvailability, 'name' | 'priceCents'>;
  date: string;
}

/** 'Confirm payment of $28 for 1 hour' */
export const payButtonText = (cents: number, hours: number) =>
  `Confirm payment of ${priceText(cents)} for ${durationLabel(hours)}`;

interface BookingFormProps {
  place: BookingPlace;
  time: string;
  durationHours: BookingDurationChoice;
  paymentMethod: CourtPaymentMethod;
  onDurationChange: (hours: BookingDurationChoice) => void;
  onMethodChange: (method: CourtPaymentMethod) => void;
  durationDisabled?: boolean;
  methodDisabled?: boolean;
  /** under the payment methods: how the chosen one pays (the saved card's note without it) */
  methodNote?: string | undefined;
  /** between the facts and the choices: the hold, or a note for a signed-out visitor */
  status: ReactNode;
  /** the main button and anything under it */
  action: ReactNode;
}

/** The confirmation card: where and when, the hold, the choices and the main button. */
export function BookingForm({
  place,
  time,
  durationHours,
  paymentMethod,
  onDurationChange,
  onMethodChange,
  durationDisabled = false,
  methodDisabled = false,
  methodNote,
  status,
  action,
}: BookingFormProps) {
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <FactList
          tone="label"
          facts={whereAndWhen({
            stadiumName: place.stadiumName,
            courtName: place.court.name,
            sport: place.sport,
            date: place.date,
            time,
          })}
        />
        {status}
        <BookingChoices
          durationHours={durationHours}
          paymentMethod={paymentMethod}
          priceCents={place.court.priceCents}
          onDurationChange={onDurationChange}
          onMethodChange={onMethodChange}
          durationDisabled={durationDisabled}
          methodDisabled={methodDisabled}
          {...(methodNote === undefined ? {} : { methodNote })}
        />
        <div className="grid gap-2">{action}</div>
      </CardContent>
    </Card>
  );
}

interface BookingConfirmationViewProps {
  place: BookingPlace;
  snapshot: BookingConfirmationSnapshot;
  send: (event: BookingConfirmationEvent) => void;
  /** Where to choose another day when this one has no free time left. */
  otherDay: { to: string; text: string };
  /** With Stripe: how the chosen method pays; without (the sandbox) the saved card pays. */
  wallet?: WalletPayment | undefined;
}

/** The duration shown and its price: the hold's own, or the price list's while it changes. */
export function shownPrice(snapshot: BookingConfirmationSnapshot, place: BookingPlace) {
  const { context } = snapshot;
  // While switching, the new choice shows at once; its hold follows.
  const durationHours = context.requestedDurationHours ?? context.durationHours;
  const heldPrice =
    context.hold !== null && context.hold.durationHours === durationHours
      ? context.hold.priceCents
      : null;
  return { durationHours, price: heldPrice ?? place.court.priceCents[durationHours] };
}

/** The signed-in player's confirmation: everything shown comes from the machine's snapshot. */
export function BookingConfirmationView({
  place,
  snapshot,
  send,
  otherDay,
  wallet,
}: BookingConfirmationViewProps) {
  const { context } = snapshot;
  const { durationHours, price } = shownPrice(snapshot, place);
  const otherDuration: BookingDurationChoice = durationHours === 1 ? 2 : 1;
  const paying = snapshot.matches('paying');
  // The wallet's sheet pays (its payment method then goes through the machine), or the saved card.
  const pay =
    wallet?.kind === 'wallet' && isWalletMethod(context.paymentMethod)
      ? wallet.show
      : () => send({ type: 'payment.submit' });

  return (
    <BookingForm
      place={place}
      time={context.time}
      durationHours={durationHours}
      paymentMethod={context.paymentMethod}
      onDurationChange={(hours) => send({ type: 'duration.change', durationHours: hours })}
      onMethodChange={(method) => send({ type: 'method.change', paymentMethod: method })}
      // Each choice is open when the machine takes it: while the last payment's outcome is
      // unknown it refuses another duration (that gives the hold back) but not another method.
      durationDisabled={!snapshot.can({ type: 'duration.change', durationHours: otherDuration })}
      methodDisabled={
        !snapshot.can({ type: 'method.change', paymentMethod: context.paymentMethod })
      }
      methodNote={wallet === undefined ? undefined : walletNote(wallet, context.paymentMethod)}
      status={
        <BookingHoldStatus
          snapshot={snapshot}
          send={send}
          courtName={place.court.name}
          otherDay={otherDay}
        />
      }
      action={
        <>
          <Button
            size="lg"
            className="h-auto min-h-11 w-full whitespace-normal sm:w-fit"
            // Until Stripe says whether the wallet is there, the saved card must not be charged.
            disabled={!snapshot.can({ type: 'payment.submit' }) || wallet?.kind === 'checking'}
            aria-busy={paying}
            onClick={pay}
          >
            {paying ? (
              <>
                <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
                Processing payment...
              </>
            ) : (
              payButtonText(price, durationHours)
            )}
          </Button>
          {snapshot.matches('paymentFailed') && context.failure !== null ? (
            <PaymentFailure message={context.failure.message} code={context.failure.code} />
          ) : null}
        </>
      }
    />
  );
}

function PaymentFailure({ message, code }: { message: string; code: string | null }) {
  return (
    <div className="grid gap-1 text-sm">
      <p role="alert" className="font-medium text-destructive">
        {message}
      </p>
      {code === 'NO_PAYMENT_METHOD' ? (
        <Link to="/profile" className="w-fit font-medium text-primary underline underline-offset-4">
          Add a card on your profile
        </Link>
      ) : null}
    </div>
  );
}
