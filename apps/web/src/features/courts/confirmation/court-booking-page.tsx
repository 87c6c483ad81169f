import { bookingConfirmationMachine, mayReleaseHold } from '@betterplay/machines';
import { BackLink, Button, LoadState, PageHeader } from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { usePageTitle } from '../../../app/page-title.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  courtBookingKeys,
  findMyCourtBooking,
  myHoldsQueryOptions,
  payForHold,
  placeHold,
  refreshAfterRelease,
  releaseHold,
} from '../court-bookings-api.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { BookingConfirmationView } from './booking-confirmation-view.tsx';
import { BookingPaid } from '../split/booking-paid.tsx';
import { SignedOutBooking, type BookingProps, type Choice } from './booking-signed-out.tsx';
import {
  courtPath,
  isDate,
  isTime,
  isWholeHour,
  sportName,
  stadiumSportPath,
  todayDate,
} from '../court-paths.ts';
import { availabilityQueryOptions, stadiumQueryOptions } from '../courts-api.ts';
import { isNotFound, isRefusal } from '../../../components/query-state.tsx';
import { StadiumNotFound } from '../stadiums/stadium-not-found.tsx';
import { useLiveAvailability } from '../stadiums/use-live-availability.ts';
import { useStripeKey } from './use-stripe-key.ts';

// Stripe's wallet button and Stripe.js come only when the server pays through Stripe.
const StripeWalletConfirmation = lazy(() =>
  import('./stripe-wallet-confirmation.tsx').then((module) => ({
    default: module.StripeWalletConfirmation,
  })),
);

/** Signed in: the confirmation machine holds the court, counts down, pays. */
function SignedInBooking({ place, court, time, onTimeChange, otherDay, choice }: BookingProps) {
  const queryClient = useQueryClient();
  const stripeKey = useStripeKey();
  const [snapshot, send, actorRef] = useMachine(
    bookingConfirmationMachine.provide({
      actors: {
        placeHold: fromPromise(({ input }) => placeHold(input)),
        releaseHold: fromPromise(({ input }) => releaseHold(input.holdId)),
        pay: fromPromise(async ({ input }) => {
          const booking = await payForHold(input);
          void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
          return booking;
        }),
        findBooking: fromPromise(async ({ input }) => {
          const booking = await findMyCourtBooking(input.bookingId);
          void queryClient.invalidateQueries({ queryKey: courtBookingKeys.mine() });
          return booking;
        }),
      },
    }),
    { input: { courtId: court.id, date: place.date, time, ...choice } },
  );

  // Leaving the page gives the court back at once rather than after the hold runs out (but
  // never under a payment that may be going through, or whose outcome is unknown).
  useEffect(
    () => () => {
      const left = actorRef.getSnapshot();
      const { hold } = left.context;
      if (mayReleaseHold(left) && hold !== null) {
        void releaseHold(hold.id)
          .catch(() => undefined)
          .finally(() => refreshAfterRelease(queryClient));
      }
    },
    [actorRef, queryClient],
  );

  // A next free time chosen after a lost race goes into the address, so a reload keeps it.
  const heldTime = snapshot.context.time;
  useEffect(() => {
    if (heldTime !== time) onTimeChange(heldTime);
  }, [heldTime, time, onTimeChange]);

  const { booking } = snapshot.context;
  if (snapshot.matches('paid') && booking !== null) return <BookingPaid booking={booking} />;
  const view = { place, snapshot, send, otherDay };
  if (stripeKey === null) return <BookingConfirmationView {...view} />;
  return (
    <Suspense fallback={<BookingConfirmationView {...view} wallet={{ kind: 'checking' }} />}>
      <StripeWalletConfirmation {...view} publishableKey={stripeKey} actorRef={actorRef} />
    </Suspense>
  );
}

/**
 * /stadiums/{stadiumId}/{sport}/court/{courtNumber}?date=YYYY-MM-DD&time=HH:MM: the court's
 * confirmation page. The date defaults to today and the time to the court's next free time.
 */
export function CourtBookingPage() {
  const { stadiumId = '', sportId = '', courtId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAuth().user !== null;
  const title = `Confirmation for booking Court ${courtId}`;
  const headingRef = usePageTitle(title);
  const [choice, setChoice] = useState<Choice>({ durationHours: 1, paymentMethod: 'apple-pay' });

  const dateParam = params.get('date') ?? '';
  const timeParam = params.get('time') ?? '';
  // A date or time given but unreadable holds nothing: the link is wrong, not the player.
  const badLink =
    (dateParam !== '' && !isDate(dateParam)) || (timeParam !== '' && !isWholeHour(timeParam));
  const date = isDate(dateParam) ? dateParam : todayDate();
  const stadium = useQuery(stadiumQueryOptions(stadiumId));
  const availability = useQuery(availabilityQueryOptions(stadiumId, sportId, date));
  const court = availability.data?.find((candidate) => String(candidate.number) === courtId);
  useLiveAvailability(stadiumId, sportId, date, court ? [court] : undefined);
  // Without a time, a slot I already hold on this court that day comes first: opening the
  // page again resumes that hold instead of holding the next free hour too.
  const chooseDefault = signedIn && !isTime(timeParam);
  const myHolds = useQuery({ ...myHoldsQueryOptions(), enabled: chooseDefault });
  const heldTime = myHolds.data?.find(
    (hold) => hold.courtId === court?.id && hold.date === date,
  )?.time;
  const time = isTime(timeParam)
    ? timeParam
    : chooseDefault && myHolds.isPending
      ? undefined
      : (heldTime ?? court?.freeTimes[0]);

  const courtNumber = court?.number;
  const showTime = useCallback(
    (next: string) => {
      if (courtNumber === undefined) return;
      void navigate(courtPath(stadiumId, sportId, courtNumber, date, next), { replace: true });
    },
    [navigate, stadiumId, sportId, courtNumber, date],
  );
  // The default date and time go into the address, so the player's own hold (which takes the
  // time off the free list) cannot move them.
  useEffect(() => {
    if (badLink) return;
    if (time !== undefined && (time !== timeParam || date !== dateParam)) showTime(time);
  }, [badLink, time, timeParam, date, dateParam, showTime]);

  if (stadium.isError && isNotFound(stadium.error))
    return <StadiumNotFound stadiumId={stadiumId} />;

  const sport = sportName(sportId);
  // Back to the sport's courts at the date and time chosen there.
  const sportPage = {
    to: badLink
      ? stadiumSportPath(stadiumId, sportId)
      : stadiumSportPath(stadiumId, sportId, { date, time }),
    text: `Back to ${sport} courts`,
  };
  const failed = stadium.error ?? availability.error;

  return (
    <section className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        description={stadium.data ? `${sport} at ${stadium.data.name}` : undefined}
        back={
          <BackLink asChild>
            <Link to={sportPage.to}>{sportPage.text}</Link>
          </BackLink>
        }
      />
      {badLink ? (
        <BadLink date={dateParam} time={timeParam} back={sportPage.to} />
      ) : (
        <LoadState
          loading={
            (stadium.data === undefined || availability.data === undefined) && failed === null
          }
          loadingText="Loading the court..."
          error={failed}
          onRetry={
            isRefusal(failed)
              ? undefined
              : () => {
                  void stadium.refetch();
                  void availability.refetch();
                }
          }
          empty={court === undefined || time === undefined}
          emptyText={
            <span className="grid justify-items-center gap-3">
              <span>
                {court === undefined
                  ? `There is no Court ${courtId} for ${sport} here.`
                  : `${court.name} has no free time left on ${formatDate(date)}.`}
              </span>
              <Button asChild variant="outline">
                <Link to={sportPage.to}>Choose another court or day</Link>
              </Button>
            </span>
          }
        >
          {stadium.data && court && time ? (
            <Booking
              signedIn={signedIn}
              place={{ stadiumName: stadium.data.name, sport, court, date }}
              court={court}
              time={time}
              onTimeChange={showTime}
              otherDay={{ to: sportPage.to, text: 'Choose another day' }}
              choice={choice}
              onChoiceChange={setChoice}
            />
          ) : null}
        </LoadState>
      )}
    </section>
  );
}

/** A link whose date or time cannot be read: says which, holds nothing, and offers the courts. */
function BadLink({ date, time, back }: { date: string; time: string; back: string }) {
  const what = [
    date !== '' && !isDate(date) ? `the date "${date}"` : null,
    time !== '' && !isWholeHour(time) ? `the time "${time}"` : null,
  ].filter((part) => part !== null);
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-md border p-4 text-sm">
      <p className="font-medium">
        This link has {what.join(' and ')}, which is not a day and whole hour we can book. Nothing
        was held.
      </p>
      <Button asChild variant="outline">
        <Link to={back}>Choose another court or day</Link>
      </Button>
    </div>
  );
}

function Booking({ signedIn, ...props }: BookingProps & { signedIn: boolean }) {
  // A new court or day is a new booking: a fresh machine and hold.
  if (signedIn) return <SignedInBooking key={`${props.court.id}:${props.place.date}`} {...props} />;
  return <SignedOutBooking {...props} />;
}
