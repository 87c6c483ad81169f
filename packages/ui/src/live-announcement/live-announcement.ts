import { useState } from 'react';

const NO_BREAK_SPACE = '\u00a0';

/**
 * The text of a polite live region (`role="status"`): what to say about the latest change.
 *
 * `key` names the change (a search's text and filters, a page, an arrival) and `message` is what
 * to say about it, or null while that is not known yet (its results are loading). Each change is
 * announced once, when its message is first known; the key the region mounts with says nothing,
 * since a page speaks for itself on arrival. Screen readers skip a region whose text did not
 * change, so the same message for a new key gains (or loses) a trailing no-break space and is
 * read again.
 */
export function useLiveAnnouncement(key: string, message: string | null): string {
  const [said, setSaid] = useState({ key, text: '', repeated: false });
  if (message !== null && key !== said.key) {
    // Adjusting state while rendering: React renders again at once, before anything is shown.
    setSaid({ key, text: message, repeated: message === said.text ? !said.repeated : false });
  }
  return said.repeated && said.text !== '' ? `${said.text}${NO_BREAK_SPACE}` : said.text;
}
