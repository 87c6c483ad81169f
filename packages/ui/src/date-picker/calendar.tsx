import { DayPicker, type ClassNames, type DayPickerProps } from 'react-day-picker';
import { cn } from '../lib/cn.ts';

/**
 * react-day-picker styled with Tailwind classes instead of its stylesheet, so nothing injects
 * styles at run time. 40 px day cells keep the month 280 px wide, inside a 390 px phone.
 */
const calendarClassNames: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'relative flex flex-col',
  month: 'grid gap-2',
  month_caption: 'flex h-10 items-center justify-center px-10',
  caption_label: 'text-sm font-medium',
  nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
  button_previous:
    'inline-flex size-10 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-disabled:pointer-events-none aria-disabled:opacity-50',
  button_next:
    'inline-flex size-10 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-disabled:pointer-events-none aria-disabled:opacity-50',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 p-0 text-xs font-normal text-muted-foreground',
  weeks: '',
  week: '',
  day: 'size-10 p-0 text-center',
  day_button:
    'inline-flex size-10 items-center justify-center rounded-md text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none',
  selected:
    '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground',
  today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
  outside: 'text-muted-foreground',
  disabled: '[&>button]:text-muted-foreground [&>button]:line-through [&>button]:opacity-60',
  hidden: 'invisible',
  focused: '',
};

export type CalendarProps = DayPickerProps;

export function Calendar({ className, classNames, ...props }: CalendarProps) {
  return (
    <DayPicker
      data-slot="calendar"
      className={cn('text-foreground', className)}
      classNames={{ ...calendarClassNames, ...classNames }}
      {...props}
    />
  );
}
