import {
  BOOKING_DURATIONS,
  COURT_PAYMENT_METHOD_LABELS,
  COURT_PAYMENT_METHODS,
  type CourtPaymentMethod,
  type PriceList,
} from '@betterplay/contracts';
import type { BookingDurationChoice } from '@betterplay/machines';
import { RadioGroup, RadioGroupOption } from '@betterplay/ui';
import { useId } from 'react';
import { durationLabel, priceText } from '../court-booking-text.ts';

/** What each method pays with in the sandbox (and whenever no wallet is involved). */
export const SAVED_CARD_NOTE = 'Each charges the default card saved on your profile.';

const isDuration = (value: string): value is `${BookingDurationChoice}` =>
  BOOKING_DURATIONS.some((hours) => String(hours) === value);
const isMethod = (value: string): value is CourtPaymentMethod =>
  (COURT_PAYMENT_METHODS as readonly string[]).includes(value);

interface BookingChoicesProps {
  durationHours: BookingDurationChoice;
  paymentMethod: CourtPaymentMethod;
  priceCents: PriceList;
  onDurationChange: (hours: BookingDurationChoice) => void;
  onMethodChange: (method: CourtPaymentMethod) => void;
  /**
   * While the hold changes, the payment is under way, or its outcome is unknown (another
   * duration would give the hold back).
   */
  durationDisabled?: boolean;
  /** While the hold changes or the payment is under way. */
  methodDisabled?: boolean;
  /** How the chosen method pays (with Stripe a wallet may pay instead of the saved card). */
  methodNote?: string;
}

/** The duration (1 or 2 hours, each with its price) and the payment method. */
export function BookingChoices({
  durationHours,
  paymentMethod,
  priceCents,
  onDurationChange,
  onMethodChange,
  durationDisabled = false,
  methodDisabled = false,
  methodNote = SAVED_CARD_NOTE,
}: BookingChoicesProps) {
  const id = useId();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <h2 id={`${id}-duration`} className="text-base font-semibold">
          Duration
        </h2>
        <RadioGroup
          aria-labelledby={`${id}-duration`}
          value={String(durationHours)}
          disabled={durationDisabled}
          onValueChange={(value) => {
            if (isDuration(value)) onDurationChange(value === '2' ? 2 : 1);
          }}
        >
          {BOOKING_DURATIONS.map((hours) => (
            <RadioGroupOption
              key={hours}
              value={String(hours)}
              label={durationLabel(hours)}
              description={priceText(priceCents[hours])}
            />
          ))}
        </RadioGroup>
      </div>
      <div className="grid content-start gap-2">
        <h2 id={`${id}-method`} className="text-base font-semibold">
          Payment method
        </h2>
        <RadioGroup
          aria-labelledby={`${id}-method`}
          aria-describedby={`${id}-method-note`}
          value={paymentMethod}
          disabled={methodDisabled}
          onValueChange={(value) => {
            if (isMethod(value)) onMethodChange(value);
          }}
        >
          {COURT_PAYMENT_METHODS.map((method) => (
            <RadioGroupOption
              key={method}
              value={method}
              label={COURT_PAYMENT_METHOD_LABELS[method]}
            />
          ))}
        </RadioGroup>
        <p id={`${id}-method-note`} className="text-sm text-muted-foreground">
          {methodNote}
        </p>
      </div>
    </div>
  );
}
