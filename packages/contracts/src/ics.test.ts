import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsText, utcStamp } from './ics.ts';

describe('ics', () => {
  it('escapes what TEXT values may not hold, and a parser reads it back', () => {
    const summary = 'Rally; Court 2, "Monash"\\ after\nwork';
    const text = icsText([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Better Play//EN',
      'BEGIN:VEVENT',
      'UID:test-1@betterplay',
      `DTSTAMP:${utcStamp(new Date('2026-12-05T07:00:00Z'))}`,
      `DTSTART:${utcStamp(new Date('2026-12-05T07:00:00Z'))}`,
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText('é'.repeat(80))}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(summary);
    expect(event?.getFirstPropertyValue('description')).toBe('é'.repeat(80));
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2026-12-05T07:00:00Z');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(100)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
