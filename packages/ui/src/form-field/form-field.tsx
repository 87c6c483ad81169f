import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { CharacterCount } from '../character-count/character-count.tsx';
import { Label } from '../label/label.tsx';

/** What the control needs to be tied to its label and its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The validation message shown under the control (nothing while undefined or empty). */
  error?: string | undefined;
  /** A free-text field's length and limit: shown as a counter under the control. */
  count?: { length: number; max: number } | undefined;
  /** Sizes the field in its row, e.g. `sm:w-48`. */
  className?: string;
  /** Renders the control with the id and ARIA attributes that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its validation message (and its character counter) underneath. */
export function FormField({ id, label, error, count, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const describedBy = [error ? errorId : null, count ? countId : null].filter(Boolean).join(' ');
  return (
    <div data-slot="form-field" className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error !== undefined && error !== '',
        'aria-describedby': describedBy || undefined,
      })}
      {count ? (
        <div className="flex items-start justify-between gap-3">
          <FieldMessage id={errorId} message={error} />
          <CharacterCount id={countId} className="ml-auto" {...count} />
        </div>
      ) : (
        <FieldMessage id={errorId} message={error} />
      )}
    </div>
  );
}

/** A field's validation message, for controls that lay out their own label (a fieldset). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
