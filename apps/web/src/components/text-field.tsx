import { FormField, Input } from '@betterplay/ui';
import type { HTMLAttributes, HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** How a form shows one of its text inputs. */
export interface TextFieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  step?: number | 'any';
  /** A free-text field's limit from the contracts: a counter shows the length against it. */
  maxLength?: number;
}

interface TextFieldProps<Values extends FieldValues, Output> extends TextFieldSpec<Path<Values>> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Makes the input's id unique on the page: `${idPrefix}-${name}`. */
  idPrefix: string;
}

/** A text input of a react-hook-form form, from its spec, with its label and message. */
export function TextField<Values extends FieldValues, Output>({
  form,
  idPrefix,
  name,
  label,
  type = 'text',
  maxLength,
  ...input
}: TextFieldProps<Values, Output>) {
  const { error } = form.getFieldState(name, form.formState);
  const value: unknown = form.watch(name);
  const count =
    maxLength === undefined
      ? undefined
      : { length: typeof value === 'string' ? value.length : 0, max: maxLength };
  return (
    <FormField id={`${idPrefix}-${name}`} label={label} error={error?.message} count={count}>
      {(control) => <Input {...control} type={type} {...input} {...form.register(name)} />}
    </FormField>
  );
}
