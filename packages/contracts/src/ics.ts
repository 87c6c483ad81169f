/**
 * Writing iCalendar (RFC 5545) text: escaped values, lines folded at 75 octets, CRLF endings.
 * The server's feeds and mail attachments and the web's 'Add to calendar' files all use it; the
 * parser that checks it in tests is ical.js (Mozilla's).
 */

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** A UTC DATE-TIME: 20261205T070000Z. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** How many octets UTF-8 spends on one code point. */
const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** One content line, folded so no line passes 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  // Most lines are short ASCII: nothing to fold, nothing to count.
  if (line.length <= 75 && /^[\x20-\x7e]*$/.test(line)) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Lines (already `NAME:value`) into a calendar's text. */
export function icsText(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
