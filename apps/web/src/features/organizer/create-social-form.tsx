import { TEXT_LIMITS, type CreateSocialInput } from '@betterplay/contracts';
import { Button, FormField, Textarea } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField, type TextFieldSpec } from '../../components/text-field.tsx';
import {
  EVENT_TYPE_OPTIONS,
  LEVEL_OPTIONS,
  MONTH_DAY_OPTIONS,
  SPORT_OPTIONS,
  WEEKDAY_OPTIONS,
} from './create-social-options.ts';
import { DateFormField, SelectFormField, TimeFormField } from './social-form-controls.tsx';
import type { CreateSocialFormValues } from './social-payload.ts';

export type CreateSocialFormApi = UseFormReturn<CreateSocialFormValues, unknown, CreateSocialInput>;

type TextFieldName = 'name' | 'venue' | 'address' | 'capacity' | 'price';

const PLACE_FIELDS: TextFieldSpec<TextFieldName>[] = [
  { name: 'name', label: 'Name', maxLength: TEXT_LIMITS.socialName },
  { name: 'venue', label: 'Venue', maxLength: TEXT_LIMITS.venue },
  { name: 'address', label: 'Address', maxLength: TEXT_LIMITS.address },
];

const NUMBER_FIELDS: TextFieldSpec<TextFieldName>[] = [
  { name: 'capacity', label: 'Capacity', type: 'number', inputMode: 'numeric', min: 1, step: 1 },
  { name: 'price', label: 'Price ($)', type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
];

interface CreateSocialFormProps {
  form: CreateSocialFormApi;
  busy: boolean;
  onSubmit: (payload: CreateSocialInput) => void;
}

export function CreateSocialForm({ form, busy, onSubmit }: CreateSocialFormProps) {
  const { register, handleSubmit, setValue, watch, control, formState } = form;
  const eventType = watch('eventType');
  const weekly = eventType === 'weekly';

  const textField = (spec: TextFieldSpec<TextFieldName>) => (
    <TextField key={spec.name} form={form} idPrefix="social" {...spec} />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">{PLACE_FIELDS.map(textField)}</div>
      <FormField
        id="social-description"
        label="Description"
        error={formState.errors.description?.message}
        count={{ length: watch('description').length, max: TEXT_LIMITS.description }}
      >
        {(aria) => <Textarea {...aria} rows={4} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectFormField
          control={control}
          name="category"
          label="Sport"
          placeholder="Select a sport"
          options={SPORT_OPTIONS}
        />
        <DateFormField control={control} />
        <TimeFormField control={control} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{NUMBER_FIELDS.map(textField)}</div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectFormField control={control} name="level" label="Level" options={LEVEL_OPTIONS} />
        <SelectFormField
          control={control}
          name="eventType"
          label="Event Type"
          options={EVENT_TYPE_OPTIONS}
          // A weekday is no day of the month: a new type starts without a day (docs/product.md).
          onChosen={() => setValue('recurrenceDay', '', { shouldValidate: formState.isSubmitted })}
        />
        {eventType === 'weekly' || eventType === 'monthly' ? (
          <SelectFormField
            // A new key per type: the day list and its label change together.
            key={eventType}
            control={control}
            name="recurrenceDay"
            label={weekly ? 'Day of the week' : 'Day of the month'}
            placeholder={weekly ? 'Select a weekday' : 'Select a day'}
            options={weekly ? WEEKDAY_OPTIONS : MONTH_DAY_OPTIONS}
          />
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
            Creating event ...
          </>
        ) : (
          'Create Event'
        )}
      </Button>
    </form>
  );
}
