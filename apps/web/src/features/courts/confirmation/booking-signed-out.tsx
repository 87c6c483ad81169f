import {
  HOLD_MINUTES,
  type CourtAvailability,
  type CourtPaymentMethod,
} from '@betterplay/contracts';
import type { BookingDurationChoice } from '@betterplay/machines';
import { Button } from '@betterplay/ui';
import { formatTime12h } from '../../../lib/format.ts';
import { openSignInDialog } from '../../auth/sign-in-events.ts';
import { BookingForm, type BookingPlace } from './booking-confirmation-view.tsx';

/** What the player picked before a hold exists (kept across signing in). */
export interface Choice {
  durationHours: BookingDurationChoice;
  paymentMethod: CourtPaymentMethod;
}

export interface BookingProps {
  place: BookingPlace;
  court: CourtAvailability;
  time: string;
  onTimeChange: (time: string) => void;
  otherDay: { to: string; text: string };
  choice: Choice;
  onChoiceChange: (choice: Choice) => void;
}

/** Signed out: the details and choices, and a way to sign in before anything is held. */
export function SignedOutBooking({
  place,
  court,
  time,
  onTimeChange,
  choice,
  onChoiceChange,
}: BookingProps) {
  const taken = !court.freeTimes.includes(time);
  return (
    <BookingForm
      place={place}
      time={time}
      durationHours={choice.durationHours}
      paymentMethod={choice.paymentMethod}
      onDurationChange={(durationHours) => onChoiceChange({ ...choice, durationHours })}
      onMethodChange={(paymentMethod) => onChoiceChange({ ...choice, paymentMethod })}
      status={
        taken && court.freeTimes.length > 0 ? (
          <div className="grid gap-2 rounded-md border border-dashed p-4 text-sm">
            <p className="font-medium">
              {court.name} is not free at {formatTime12h(time)} any more. Free times:
            </p>
            <div className="flex flex-wrap gap-2">
              {court.freeTimes.map((free) => (
                <Button key={free} variant="outline" onClick={() => onTimeChange(free)}>
                  {formatTime12h(free)}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <p className="rounded-md border border-dashed p-4 text-sm">
            Sign in to hold {court.name} for {HOLD_MINUTES} minutes while you pay.
          </p>
        )
      }
      action={
        <Button size="lg" className="w-full sm:w-fit" onClick={openSignInDialog}>
          Sign in to book
        </Button>
      }
    />
  );
}
