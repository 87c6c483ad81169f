import { Label } from '@betterplay/ui';
import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** Renders the control with the id and ARIA attributes that tie it to its label and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its validation message underneath. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
