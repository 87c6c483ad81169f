import type { PushMessage } from '@betterplay/contracts';
import type { Composed } from '../mail/mail-content.ts';

/** A notification's body is a line or two on a lock screen. */
const LONGEST_BODY = 180;

/**
 * A push says what the mail about the same thing says, shorter: its subject as the title, its
 * first paragraph as the body, and its button's address as the place a tap opens. `tag` is the
 * delivery's dedupe key, so a second push about the same thing replaces the first.
 */
export function pushMessageOf(composed: Composed, tag: string, publicUrl: string): PushMessage {
  const [first = composed.body.heading] = composed.body.paragraphs;
  const url = composed.body.action.url;
  return {
    title: composed.subject,
    body: first.length > LONGEST_BODY ? `${first.slice(0, LONGEST_BODY - 1)}…` : first,
    url: url.startsWith(publicUrl) ? url.slice(publicUrl.length) || '/' : '/',
    tag,
  };
}
