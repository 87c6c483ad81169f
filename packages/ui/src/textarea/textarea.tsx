import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { fieldClassName } from '../lib/field-styles.ts';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClassName, 'min-h-20 py-2', className)}
      {...props}
    />
  );
}
