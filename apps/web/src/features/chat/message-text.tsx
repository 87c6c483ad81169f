import { Link } from 'react-router';

export type MessagePart = { kind: 'text'; text: string } | { kind: 'path'; path: string };

/** A word that is a path in this app: '/' then a letter ('/activity?share=...'), nothing else. */
const IN_APP_PATH = /^\/[A-Za-z]/;
/** Punctuation that ends a sentence rather than the path ('see /activity.') */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

/**
 * A message's text cut into plain text and in-app paths. Only a whole word that starts with '/'
 * and a letter is a path, so '//other.site', 'http://...' and 'and/or' stay text.
 */
export function splitMessageText(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const addText = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const word of body.split(/(\s+)/)) {
    if (!IN_APP_PATH.test(word)) {
      addText(word);
      continue;
    }
    const trailing = TRAILING_PUNCTUATION.exec(word)?.[0] ?? '';
    parts.push({ kind: 'path', path: word.slice(0, word.length - trailing.length) });
    addText(trailing);
  }
  return parts;
}

/** A message's text as text (never HTML), its in-app paths as links that stay in the app. */
export function MessageText({ body }: { body: string }) {
  return splitMessageText(body).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      // The parts of one message never reorder, so their places are stable keys.
      <Link key={index} to={part.path} className="font-medium underline underline-offset-2">
        {part.path}
      </Link>
    ),
  );
}
