import {
  LONG_MONTH_NAMES,
  LONG_WEEKDAY_NAMES,
  MONTH_NAMES,
  WEEKDAY_NAMES,
} from '../lib/calendar-names.ts';
import { cn } from '../lib/cn.ts';
import { sportStyle } from '../sport-icon/sport-identity.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts a badge shows of a calendar date ('2026-12-05'), read as written (no time zone). */
export function dateBadgeParts(date: string) {
  const match = DATE_ONLY.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return {
    month: MONTH_NAMES[month] ?? '',
    day: String(day).padStart(2, '0'),
    weekday: WEEKDAY_NAMES[weekday] ?? '',
    spoken: `${LONG_WEEKDAY_NAMES[weekday]} ${day} ${LONG_MONTH_NAMES[month]} ${year}`,
  };
}

export interface DateBadgeProps {
  /** YYYY-MM-DD */
  date: string;
  /** On the sport's tint when the date belongs to one sport; neutral otherwise. */
  sport?: string;
  /** Shows the weekday under the day (wide layouts); `'wide'` only from the sm breakpoint. */
  weekday?: boolean | 'wide';
  className?: string;
}

/** A compact date: 'DEC' above a bold '05'; screen readers hear 'Saturday 5 December 2026'. */
export function DateBadge({ date, sport, weekday = false, className }: DateBadgeProps) {
  const parts = dateBadgeParts(date);
  if (!parts) return null;
  return (
    <time
      data-slot="date-badge"
      dateTime={date}
      style={sport ? sportStyle(sport) : undefined}
      className={cn(
        'flex min-h-13 w-12 shrink-0 flex-col items-center justify-center rounded-md py-1 leading-none',
        sport ? 'bg-(--sport-tint) text-(--sport-tone)' : 'bg-muted text-foreground',
        className,
      )}
    >
      <span className="sr-only">{parts.spoken}</span>
      <span aria-hidden className="text-[0.6875rem] font-semibold tracking-wide uppercase">
        {parts.month}
      </span>
      <span aria-hidden className="text-lg font-bold tabular-nums">
        {parts.day}
      </span>
      {weekday ? (
        <span
          aria-hidden
          className={cn('text-[0.6875rem] font-medium', weekday === 'wide' && 'hidden sm:block')}
        >
          {parts.weekday}
        </span>
      ) : null}
    </time>
  );
}
