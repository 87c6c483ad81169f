import { useId, useState, type Ref } from 'react';
import type { Matcher } from 'react-day-picker';
import { CalendarDays } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { fieldClassName } from '../lib/field-styles.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../popover/popover.tsx';
import { Calendar } from './calendar.tsx';
import { formatDateForPeople, parseLocalDate, toLocalDateString } from './local-date.ts';

export type DatePickerProps = {
  /** Put on the trigger button, so `<Label htmlFor={id}>` names it. */
  id: string;
  /** The chosen local day as 'YYYY-MM-DD', or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Lets react-hook-form's Controller mark the field as touched. */
  onBlur?: () => void;
  placeholder?: string;
  /** Earliest day that can be chosen, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest day that can be chosen, 'YYYY-MM-DD'. */
  max?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  className?: string;
  /** Shows the calendar open on first render. */
  defaultOpen?: boolean;
  /** Reaches the trigger button, so react-hook-form can focus the field when it is invalid. */
  ref?: Ref<HTMLButtonElement>;
};

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The month to open on: the chosen day's, else today's kept within min and max. */
function monthToShow(selected: Date | undefined, earliest?: Date, latest?: Date): Date {
  if (selected) return selected;
  const today = startOfToday();
  if (earliest && today < earliest) return earliest;
  if (latest && today > latest) return latest;
  return today;
}

/**
 * A button showing the chosen day (or the placeholder) that opens a month calendar in a Popover.
 * Picking a day reports it as 'YYYY-MM-DD', closes the calendar and gives focus back to the button.
 * In the calendar the arrow keys move by day and week, Page Up/Down by month, Home/End to the week's ends.
 */
export function DatePicker({
  id,
  value,
  onValueChange,
  onBlur,
  placeholder = 'Pick a date',
  min,
  max,
  disabled,
  className,
  defaultOpen = false,
  ref,
  'aria-describedby': describedBy,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const shownValueId = useId();
  const selected = parseLocalDate(value);
  const earliest = min ? parseLocalDate(min) : undefined;
  const latest = max ? parseLocalDate(max) : undefined;
  const disabledDays: Matcher[] = [];
  if (earliest) disabledDays.push({ before: earliest });
  if (latest) disabledDays.push({ after: latest });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          id={id}
          ref={ref}
          type="button"
          disabled={disabled}
          onBlur={onBlur}
          // The label names the button, which hides its text from the name: the date is read as its description.
          aria-describedby={[shownValueId, describedBy].filter(Boolean).join(' ')}
          className={cn(
            fieldClassName,
            'flex h-11 items-center gap-2 text-left text-base sm:h-9 sm:text-sm',
            !selected && 'text-muted-foreground',
            className,
          )}
          {...aria}
        >
          <CalendarDays className="size-4 shrink-0 opacity-60" aria-hidden />
          <span id={shownValueId} className="truncate">
            {selected ? formatDateForPeople(selected) : placeholder}
          </span>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choose a date" align="start" className="w-auto p-2">
        <Calendar
          mode="single"
          required
          autoFocus
          selected={selected}
          onSelect={(day) => {
            onValueChange(toLocalDateString(day));
            setOpen(false);
          }}
          defaultMonth={monthToShow(selected, earliest, latest)}
          startMonth={earliest}
          endMonth={latest}
          disabled={disabledDays}
        />
      </PopoverContent>
    </Popover>
  );
}
