import { createSocialSchema, type CreateSocialInput } from '@betterplay/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  buildCreateSocialPayload,
  EMPTY_CREATE_SOCIAL_FORM,
  type CreateSocialFormValues,
} from './social-payload.ts';

export type CreateSocialField = keyof CreateSocialFormValues;

/** A message about one field of the payload, from the schema or from the server's details. */
export interface PayloadIssue {
  path: string;
  message: string;
}

/** The form's fields in the order they appear, which is the order errors take focus in. */
export const FIELD_ORDER = Object.keys(EMPTY_CREATE_SOCIAL_FORM).filter(isFormField);

/** Payload fields the form edits under another name: the time is built from hour and minute. */
const FIELD_OF_PATH: Record<string, CreateSocialField> = {
  time: 'hour',
  recurrenceWeekday: 'recurrenceDay',
};

function isFormField(name: string): name is CreateSocialField {
  return Object.hasOwn(EMPTY_CREATE_SOCIAL_FORM, name);
}

/** The form field that shows a message about payload path `path`, if any does. */
export function formFieldOf(path: string): CreateSocialField | undefined {
  const top = path.split('.')[0] ?? '';
  const field = FIELD_OF_PATH[top] ?? top;
  return isFormField(field) ? field : undefined;
}

/** One message per field, the first one given for it. */
export function fieldErrorsOf(issues: PayloadIssue[]): FieldErrors<CreateSocialFormValues> {
  const errors: FieldErrors<CreateSocialFormValues> = {};
  for (const { path, message } of issues) {
    const field = formFieldOf(path);
    if (field !== undefined && errors[field] === undefined) {
      errors[field] = { type: 'validate', message };
    }
  }
  return errors;
}

/**
 * Validates what would be sent, with the schema the server uses, so the form shows the same
 * messages the server would answer with; a valid form submits the built payload itself.
 */
export const createSocialResolver: Resolver<CreateSocialFormValues, unknown, CreateSocialInput> = (
  values,
) => {
  const payload = buildCreateSocialPayload(values);
  const result = createSocialSchema.safeParse(payload);
  if (result.success) return { values: payload, errors: {} };
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return { values: {}, errors: fieldErrorsOf(issues) };
};
