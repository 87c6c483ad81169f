/**
 * A social's date and time are wall-clock values without a zone. The server reads them in this
 * process's time zone (TZ), and so does PostgreSQL (its sessions are set to the same zone): one
 * clock (deps.clock) and one zone decide what is "past" and when reminders fall due.
 */
export { localDateTime } from '@betterplay/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in local time */
export function toLocalDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** HH:MM:SS in local time */
export function toLocalTime(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in local time, for comparing with a social's date + time in SQL */
export function toLocalTimestamp(at: Date): string {
  return `${toLocalDate(at)} ${toLocalTime(at)}`;
}
