import { Button, cn } from '@betterplay/ui';
import { CircleAlert } from 'lucide-react';
import { MessageText } from './message-text.tsx';

/** A message as the thread shows it: stored, or one of mine still on its way or failed. */
export interface BubbleMessage {
  body: string;
  /** ISO 8601: the server's time once stored, my clock's while pending */
  createdAt: string;
  senderName: string;
  mine: boolean;
  state: 'sent' | 'sending' | 'failed';
  /** why it failed, in the server's words */
  error?: string | null;
}

interface MessageBubbleProps {
  message: BubbleMessage;
  /** a group shows who wrote each message of others */
  showSender?: boolean;
  /** a direct chat marks my latest message the other player has read */
  seen?: boolean;
  onRetry?: () => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});
const yearFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Today's messages show their time; older ones their day too (and year, from another year). */
function timeOf(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return timeFormat.format(date);
  return (date.getFullYear() === now.getFullYear() ? dayFormat : yearFormat).format(date);
}

/**
 * One message. The body is shown as text, never as HTML, with its line breaks; a long word
 * wraps instead of widening the thread; in-app paths ('/activity?share=...') are links.
 */
export function MessageBubble({
  message,
  showSender = false,
  seen = false,
  onRetry,
}: MessageBubbleProps) {
  const { body, createdAt, senderName, mine, state, error } = message;
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1',
        mine ? 'ml-auto items-end' : 'mr-auto items-start',
      )}
    >
      {showSender && !mine ? (
        <span className="px-1 text-xs font-medium text-muted-foreground">{senderName}</span>
      ) : (
        <span className="sr-only">{mine ? 'You:' : `${senderName}:`}</span>
      )}
      <p
        className={cn(
          'rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
          state === 'failed' && 'ring-2 ring-destructive',
        )}
      >
        <MessageText body={body} />
      </p>
      <div className="flex flex-wrap items-center justify-end gap-x-2 px-1 text-xs text-muted-foreground">
        {state === 'sending' ? <span>Sending...</span> : null}
        {state === 'failed' ? (
          <>
            <span className="flex items-center gap-1 font-medium text-destructive">
              <CircleAlert aria-hidden className="size-3.5" />
              {error ? `Not sent: ${error}` : 'Not sent'}
            </span>
            {onRetry === undefined ? null : (
              <Button type="button" variant="outline" size="sm" onClick={onRetry}>
                Retry
              </Button>
            )}
          </>
        ) : null}
        {state === 'sent' ? <time dateTime={createdAt}>{timeOf(createdAt)}</time> : null}
        {seen ? <span>Seen</span> : null}
      </div>
    </li>
  );
}
