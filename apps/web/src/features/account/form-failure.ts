import { messageOf } from '@betterplay/contracts';
import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** A failed request as a form shows it: the server's message, and the fields it was about. */
export type FormFailure = { message: string; details: { path: string; message: string }[] };

/**
 * The failure of an account form's request. A wrong password (403 WRONG_PASSWORD) belongs under
 * the form's password field; a validation failure's details under their own fields.
 */
export function formFailureOf(error: unknown, passwordField: string): FormFailure {
  const message = messageOf(error);
  if (!(error instanceof ApiError)) return { message, details: [] };
  if (error.code === 'WRONG_PASSWORD')
    return { message, details: [{ path: passwordField, message }] };
  return { message, details: error.details };
}

/** The failure's details about the given fields. */
function detailsOn(failure: FormFailure | null, fields: readonly string[]) {
  return (failure?.details ?? []).filter(({ path }) => fields.includes(path));
}

/**
 * Shows the server's word on a field under it, like the form's own checks, and focuses the first
 * such field. Answers the message for the form's alert: none when a field already says it.
 * `fields` is the form's field names, a constant.
 */
export function useFieldFailures<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  failure: FormFailure | null,
  fields: readonly Path<Values>[],
): string | null {
  const { setError, setFocus } = form;
  useEffect(() => {
    const shown = detailsOn(failure, fields);
    for (const { path, message } of shown) {
      setError(path as Path<Values>, { type: 'server', message });
    }
    const first = shown[0];
    if (first) setFocus(first.path as Path<Values>);
  }, [failure, fields, setError, setFocus]);
  return failure === null || detailsOn(failure, fields).length > 0 ? null : failure.message;
}
