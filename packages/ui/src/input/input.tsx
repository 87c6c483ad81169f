import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { fieldClassName } from '../lib/field-styles.ts';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        'h-11 py-1 sm:h-9 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
