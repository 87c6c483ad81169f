const DAY_FORMAT = new Intl.DateTimeFormat('en-AU', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2026-11-26' → 'Thu 26 Nov' (the date is a wall-clock day: read at UTC so no zone shifts it) */
export function dayText(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}
