import type { CourtAvailability, CourtPaymentMethod } from '@betterplay/contracts';
import type {
  BookingConfirmationEvent,
  BookingConfirmationMachine,
  BookingDurationChoice,
} from '@betterplay/machines';
import { Button, Card, CardContent } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import { BookingChoices, hoursText, priceText } from './booking-choices.tsx';
import { BookingFacts, whereAndWhen } from './booking-facts.tsx';
import { BookingHoldStatus } from './booking-hold-status.tsx';

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
  `Confirm payment of ${priceText(cents)} for ${hoursText(hours)}`;

interface BookingFormProps {
  place: BookingPlace;
  time: string;
  durationHours: BookingDurationChoice;
  paymentMethod: CourtPaymentMethod;
  onDurationChange: (hours: BookingDurationChoice) => void;
  onMethodChange: (method: CourtPaymentMethod) => void;
  choicesDisabled?: boolean;
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
  choicesDisabled = false,
  status,
  action,
}: BookingFormProps) {
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <BookingFacts
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
          disabled={choicesDisabled}
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
}

/** The signed-in player's confirmation: everything shown comes from the machine's snapshot. */
export function BookingConfirmationView({
  place,
  snapshot,
  send,
  otherDay,
}: BookingConfirmationViewProps) {
  const { context } = snapshot;
  // While switching, the new choice shows at once; its hold follows.
  const durationHours = context.requestedDurationHours ?? context.durationHours;
  const otherDuration: BookingDurationChoice = durationHours === 1 ? 2 : 1;
  const heldPrice =
    context.hold !== null && context.hold.durationHours === durationHours
      ? context.hold.priceCents
      : null;
  const price = heldPrice ?? place.court.priceCents[durationHours];
  const paying = snapshot.matches('paying');

  return (
    <BookingForm
      place={place}
      time={context.time}
      durationHours={durationHours}
      paymentMethod={context.paymentMethod}
      onDurationChange={(hours) => send({ type: 'duration.change', durationHours: hours })}
      onMethodChange={(method) => send({ type: 'method.change', paymentMethod: method })}
      choicesDisabled={!snapshot.can({ type: 'duration.change', durationHours: otherDuration })}
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
            disabled={!snapshot.can({ type: 'payment.submit' })}
            aria-busy={paying}
            onClick={() => send({ type: 'payment.submit' })}
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
