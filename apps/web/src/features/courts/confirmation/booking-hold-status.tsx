import type { BookingConfirmationEvent } from '@betterplay/machines';
import { Button, useLiveAnnouncement } from '@betterplay/ui';
import { AlertCircle, LoaderCircle, Timer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTime12h } from '../../../lib/format.ts';
import { durationLabel } from '../court-booking-text.ts';
import { TooManyHolds } from '../holds/too-many-holds.tsx';
import type { BookingConfirmationSnapshot } from './booking-confirmation-view.tsx';

export const HOLD_EXPIRED_TEXT = 'Your hold on this court has expired';

const pad = (value: number) => String(value).padStart(2, '0');
/** 605 → '10:05' */
export const countdownText = (seconds: number) =>
  `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;

const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * What the polite live region says about the hold: when it starts, at five minutes and at one
 * minute left (not every second), and when a longer duration was refused. Failures speak in
 * their own alerts.
 */
function holdNews(snapshot: BookingConfirmationSnapshot, courtName: string) {
  const { hold, secondsLeft, refusedDurationHours, durationHours, time } = snapshot.context;
  const counting = snapshot.matches('held') || snapshot.matches('paymentFailed');
  if (!counting || hold === null)
    return { key: snapshot.matches('paid') ? 'paid' : 'idle', message: null };
  if (secondsLeft <= 60)
    return { key: `${hold.id}:1`, message: `${minutesText(secondsLeft)} left on your hold.` };
  if (secondsLeft <= 300)
    return { key: `${hold.id}:5`, message: `${minutesText(secondsLeft)} left on your hold.` };
  if (refusedDurationHours !== null) {
    return {
      key: `${hold.id}:refused`,
      message: refusedText(courtName, refusedDurationHours, durationHours, time),
    };
  }
  return {
    key: hold.id,
    message: `${courtName} is held for you for ${minutesText(secondsLeft)}. Pay before the time runs out.`,
  };
}

const refusedText = (courtName: string, refused: number, kept: number, time: string) =>
  `${courtName} is not free for ${durationLabel(refused)} at ${formatTime12h(time)}, so you keep ${durationLabel(kept)}.`;

function Problem({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p role="alert" className="flex items-start gap-2 font-medium">
        <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <span className="min-w-0">{children}</span>
      </p>
      {actions === undefined ? null : <div className="grid gap-2">{actions}</div>}
    </div>
  );
}

function Busy({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-md border bg-muted/40 p-4 text-sm font-medium">
      <LoaderCircle
        className="size-4 shrink-0 animate-spin text-primary motion-reduce:animate-none"
        aria-hidden
      />
      {children}
    </p>
  );
}

interface BookingHoldStatusProps {
  snapshot: BookingConfirmationSnapshot;
  send: (event: BookingConfirmationEvent) => void;
  courtName: string;
  /** Where to choose another day when this one has no free time left. */
  otherDay: { to: string; text: string };
}

/** The hold: being placed, its countdown, or what went wrong with a way on. */
export function BookingHoldStatus({ snapshot, send, courtName, otherDay }: BookingHoldStatusProps) {
  const news = holdNews(snapshot, courtName);
  const announcement = useLiveAnnouncement(news.key, news.message);
  const { context } = snapshot;

  return (
    <div className="grid gap-3">
      <p role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <HoldState snapshot={snapshot} send={send} courtName={courtName} otherDay={otherDay} />
      {context.refusedDurationHours !== null &&
      (snapshot.matches('held') || snapshot.matches('paymentFailed')) ? (
        <p className="rounded-md border border-caution/50 bg-caution-tint p-3 text-sm text-caution">
          {refusedText(
            courtName,
            context.refusedDurationHours,
            context.durationHours,
            context.time,
          )}
        </p>
      ) : null}
    </div>
  );
}

function HoldState({ snapshot, send, courtName, otherDay }: BookingHoldStatusProps) {
  const { context } = snapshot;
  if (snapshot.matches('holding')) return <Busy>Holding {courtName} for you...</Busy>;
  if (snapshot.matches('changingDuration')) {
    const hours = context.requestedDurationHours ?? context.durationHours;
    return <Busy>Changing your hold to {durationLabel(hours)}...</Busy>;
  }
  if (snapshot.matches('unavailable')) {
    return (
      <Problem
        actions={
          context.freeTimes.length === 0 ? (
            <Button asChild variant="outline" className="w-fit">
              <Link to={otherDay.to}>{otherDay.text}</Link>
            </Button>
          ) : (
            <NextFreeTimes snapshot={snapshot} send={send} />
          )
        }
      >
        {context.failure?.message}
      </Problem>
    );
  }
  if (snapshot.matches('holdFailed')) {
    const retry = (
      <Button variant="outline" className="w-fit" onClick={() => send({ type: 'hold.retry' })}>
        Try again
      </Button>
    );
    return (
      <Problem
        actions={
          context.failure?.code === 'TOO_MANY_HOLDS' ? (
            <>
              <TooManyHolds onReleased={() => send({ type: 'hold.retry' })} />
              {retry}
            </>
          ) : (
            retry
          )
        }
      >
        {context.failure?.message}
      </Problem>
    );
  }
  if (snapshot.matches('holdExpired')) {
    return (
      <Problem
        actions={
          <Button variant="outline" className="w-fit" onClick={() => send({ type: 'hold.retry' })}>
            Hold this court again
          </Button>
        }
      >
        {HOLD_EXPIRED_TEXT}
      </Problem>
    );
  }
  if (snapshot.matches('held') || snapshot.matches('paying') || snapshot.matches('paymentFailed')) {
    return <Countdown seconds={context.secondsLeft} />;
  }
  return null;
}

function Countdown({ seconds }: { seconds: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-secondary/60 p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Timer className="size-4 shrink-0 text-primary" aria-hidden />
        Court held for you
      </p>
      {/* A timer is not read out as it changes: the status region says what matters. */}
      <p
        role="timer"
        aria-label="Time left on your hold"
        className="font-mono text-2xl font-semibold tabular-nums"
      >
        {countdownText(seconds)}
      </p>
    </div>
  );
}

function NextFreeTimes({ snapshot, send }: Pick<BookingHoldStatusProps, 'snapshot' | 'send'>) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid gap-2">
      <p id={`${id}-label`}>Next free times:</p>
      <div className="flex flex-wrap gap-2">
        {snapshot.context.freeTimes.map((time) => (
          <Button key={time} variant="outline" onClick={() => send({ type: 'time.choose', time })}>
            {formatTime12h(time)}
          </Button>
        ))}
      </div>
    </div>
  );
}
