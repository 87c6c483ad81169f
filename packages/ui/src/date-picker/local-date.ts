const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' to a Date at local midnight; undefined for '' or a day that does not exist.
 * (`new Date('YYYY-MM-DD')` would read it as UTC midnight, the previous day west of Greenwich.)
 */
export function parseLocalDate(value: string): Date | undefined {
  const match = LOCAL_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(year, month - 1, day);
  // new Date rolls 31 April over to 1 May; such a value is not a date.
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

/** The local calendar day of `date` as 'YYYY-MM-DD'. */
export function toLocalDateString(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const dateForPeople = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** e.g. 'Sat, 7 Mar 2099' (en-GB) or 'Sat, Mar 7, 2099' (en-US): the user's own locale. */
export function formatDateForPeople(date: Date): string {
  return dateForPeople.format(date);
}
