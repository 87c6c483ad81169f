import { TEXT_LIMITS } from '@betterplay/contracts';
import { Button, FormField, Textarea } from '@betterplay/ui';
import { Hourglass, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { timeLeftText, WAITLIST_UI } from './waitlist-texts.ts';

export type WaitlistPanelState =
  | { kind: 'open'; waiting: number }
  | { kind: 'waiting'; position: number }
  | { kind: 'offered'; expiresAt: string; secondsLeft: number };

export interface WaitlistPanelProps {
  state: WaitlistPanelState;
  /** a request is on its way: the buttons wait */
  busy?: boolean;
  /** each state's own actions: joining an open line, leaving it, answering an offer */
  onJoin?(message: string): void;
  onLeave?(): void;
  onTake?(): void;
  onDecline?(): void;
}

/**
 * Under 'Spot not available' on a full social: join its line (with an optional word for the
 * organiser), see one's place in it and leave, or take the place an offer holds.
 */
export function WaitlistPanel({ state, busy = false, ...on }: WaitlistPanelProps) {
  const [message, setMessage] = useState('');
  const tooLong = message.length > TEXT_LIMITS.joinMessage;
  return (
    <section aria-label="Waitlist" className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      {state.kind === 'open' ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!tooLong) on.onJoin?.(message.trim());
          }}
        >
          <p className="text-sm text-muted-foreground">{WAITLIST_UI.waiting(state.waiting)}</p>
          <FormField
            id="waitlist-message"
            label={WAITLIST_UI.messageLabel}
            count={{ length: message.length, max: TEXT_LIMITS.joinMessage }}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" disabled={busy || tooLong} aria-busy={busy || undefined}>
            {WAITLIST_UI.join}
          </Button>
        </form>
      ) : state.kind === 'waiting' ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 font-medium">
            <Hourglass className="size-5 shrink-0 text-primary" aria-hidden />
            {WAITLIST_UI.position(state.position)}
          </p>
          <Button variant="outline" disabled={busy} onClick={on.onLeave}>
            {WAITLIST_UI.leave}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="flex items-center gap-2 font-medium text-primary">
            <PartyPopper className="size-5 shrink-0" aria-hidden />
            {WAITLIST_UI.offer(state.expiresAt)}
          </p>
          <p className="text-sm text-muted-foreground" aria-live="off">
            {timeLeftText(state.secondsLeft)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={busy} onClick={on.onTake}>
              {WAITLIST_UI.take}
            </Button>
            <Button variant="outline" disabled={busy} onClick={on.onDecline}>
              {WAITLIST_UI.noThanks}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
