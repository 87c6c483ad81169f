import { CHAT_LIMITS, CHAT_MESSAGES } from '@betterplay/contracts';
import { Button, CharacterCount, Textarea } from '@betterplay/ui';
import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

/** The character counter appears this close to the limit. */
export const COUNTER_FROM = CHAT_LIMITS.bodyMax - 400;

interface ComposerProps {
  onSend: (body: string) => void;
  /** e.g. while the conversation is still opening */
  disabled?: boolean;
  /** my previous message is still on its way (typing and sending stay possible) */
  sending?: boolean;
  /** start with this text (stories) */
  defaultValue?: string;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. A counter shows near the
 * 4,000-character limit, and a longer message cannot be sent.
 */
export function Composer({
  onSend,
  disabled = false,
  sending = false,
  defaultValue = '',
}: ComposerProps) {
  const [body, setBody] = useState(defaultValue);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const counterId = useId();
  const tooLong = body.length > CHAT_LIMITS.bodyMax;
  const canSend = !disabled && !tooLong && body.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(body);
    setBody('');
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter picks the word rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="grid gap-1 border-t bg-background p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={fieldId} className="sr-only">
          Message
        </label>
        <Textarea
          ref={field}
          id={fieldId}
          rows={1}
          value={body}
          disabled={disabled}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message..."
          aria-invalid={tooLong || undefined}
          aria-describedby={body.length >= COUNTER_FROM ? counterId : undefined}
          className="max-h-40 min-h-11 resize-none field-sizing-content"
        />
        <Button
          type="submit"
          size="icon"
          disabled={!canSend}
          aria-label="Send"
          aria-busy={sending || undefined}
        >
          {sending ? (
            <LoaderCircle aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : (
            <SendHorizontal aria-hidden />
          )}
        </Button>
      </div>
      {body.length >= COUNTER_FROM ? (
        <div className="flex flex-wrap items-baseline gap-x-2 px-1">
          <CharacterCount id={counterId} length={body.length} max={CHAT_LIMITS.bodyMax} />
          {tooLong ? (
            <span role="alert" className="text-xs font-medium text-destructive">
              {CHAT_MESSAGES.bodyTooLong}
            </span>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
