import { cn } from '@betterplay/ui';
import type { ComponentProps } from 'react';
import type { Option } from './create-social-options.ts';

type NativeSelectProps = ComponentProps<'select'> & {
  options: Option[];
  /** Text of the empty first choice; none when omitted. */
  placeholder?: string;
};

/** A native select: the phone's own picker, and keyboard use for free. */
export function NativeSelect({ options, placeholder, className, ...props }: NativeSelectProps) {
  return (
    <select
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
