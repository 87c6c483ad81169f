import type { CreateSocialInput } from '@betterplay/contracts';
import {
  DatePicker,
  FieldMessage,
  FormField,
  Label,
  SelectField,
  type SelectOption,
} from '@betterplay/ui';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { HOUR_OPTIONS, MINUTE_OPTIONS } from './create-social-options.ts';
import type { CreateSocialField } from './social-form-resolver.ts';
import type { CreateSocialFormValues } from './social-payload.ts';

export type SocialFormControl = Control<CreateSocialFormValues, unknown, CreateSocialInput>;

interface SelectFormFieldProps {
  control: SocialFormControl;
  name: CreateSocialField;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Runs after the field took the chosen value. */
  onChosen?: (value: string) => void;
}

/** A labelled kit Select bound to the form, its message underneath. */
export function SelectFormField({
  control,
  name,
  label,
  options,
  placeholder,
  onChosen,
}: SelectFormFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField id={`social-${name}`} label={label} error={fieldState.error?.message}>
          {(aria) => (
            <SelectField
              {...aria}
              ref={field.ref}
              options={options}
              placeholder={placeholder}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={(value) => {
                field.onChange(value);
                onChosen?.(value);
              }}
            />
          )}
        </FormField>
      )}
    />
  );
}

/** Today in the browser's calendar, 'YYYY-MM-DD': the earliest day a social can be set for. */
export function todayLocal(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function DateFormField({ control }: { control: SocialFormControl }) {
  return (
    <Controller
      control={control}
      name="date"
      render={({ field, fieldState }) => (
        <FormField id="social-date" label="Date" error={fieldState.error?.message}>
          {(aria) => (
            <DatePicker
              {...aria}
              ref={field.ref}
              value={field.value}
              min={todayLocal()}
              onBlur={field.onBlur}
              onValueChange={field.onChange}
            />
          )}
        </FormField>
      )}
    />
  );
}

/** Hour and minute side by side under one legend; a message about the time shows under both. */
export function TimeFormField({ control }: { control: SocialFormControl }) {
  const errorId = 'social-time-error';
  const { errors } = useFormState({ control, name: ['hour', 'minute'] });
  const part = (name: 'hour' | 'minute', label: string, placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="min-w-0 flex-1">
          <Label htmlFor={`social-${name}`} className="sr-only">
            {label}
          </Label>
          <SelectField
            id={`social-${name}`}
            ref={field.ref}
            options={name === 'hour' ? HOUR_OPTIONS : MINUTE_OPTIONS}
            placeholder={placeholder}
            value={field.value}
            onBlur={field.onBlur}
            onValueChange={field.onChange}
            aria-invalid={fieldState.invalid}
            aria-describedby={fieldState.invalid ? errorId : undefined}
          />
        </div>
      )}
    />
  );
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">Time</legend>
      <div className="flex items-center gap-2">
        {part('hour', 'Hour', 'HH')}
        <span aria-hidden>:</span>
        {part('minute', 'Minute', 'MM')}
      </div>
      <FieldMessage id={errorId} message={errors.hour?.message ?? errors.minute?.message} />
    </fieldset>
  );
}
