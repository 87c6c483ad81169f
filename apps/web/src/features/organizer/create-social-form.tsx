import { Button, Input, Label, Textarea } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import type { HTMLAttributes, HTMLInputTypeAttribute } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  EVENT_TYPE_OPTIONS,
  HOUR_OPTIONS,
  LEVEL_OPTIONS,
  MINUTE_OPTIONS,
  MONTH_DAY_OPTIONS,
  SPORT_OPTIONS,
  WEEKDAY_OPTIONS,
} from './create-social-options.ts';
import { NativeSelect } from './native-select.tsx';
import type { CreateSocialFormValues } from './social-payload.ts';

type TextFieldName = 'name' | 'venue' | 'address' | 'date' | 'capacity' | 'price';

interface TextFieldSpec {
  name: TextFieldName;
  label: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  step?: number | 'any';
}

const PLACE_FIELDS: TextFieldSpec[] = [
  { name: 'name', label: 'Name' },
  { name: 'venue', label: 'Venue' },
  { name: 'address', label: 'Address' },
];

const NUMBER_FIELDS: TextFieldSpec[] = [
  { name: 'capacity', label: 'Capacity', type: 'number', inputMode: 'numeric', min: 1, step: 1 },
  { name: 'price', label: 'Price ($)', type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
];

interface CreateSocialFormProps {
  form: UseFormReturn<CreateSocialFormValues>;
  busy: boolean;
  onSubmit: (values: CreateSocialFormValues) => void;
}

export function CreateSocialForm({ form, busy, onSubmit }: CreateSocialFormProps) {
  const { register, handleSubmit, setValue, watch } = form;
  const eventType = watch('eventType');

  const textField = ({ name, label, type = 'text', inputMode, min, step }: TextFieldSpec) => (
    <div key={name} className="grid gap-1.5">
      <Label htmlFor={`social-${name}`}>{label}</Label>
      <Input
        id={`social-${name}`}
        type={type}
        inputMode={inputMode}
        min={min}
        step={step}
        {...register(name)}
      />
    </div>
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-3">{PLACE_FIELDS.map(textField)}</div>
      <div className="grid gap-1.5">
        <Label htmlFor="social-description">Description</Label>
        <Textarea id="social-description" rows={4} {...register('description')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="social-category">Sport</Label>
          <NativeSelect
            id="social-category"
            placeholder="Select a sport"
            options={SPORT_OPTIONS}
            {...register('category')}
          />
        </div>
        {textField({ name: 'date', label: 'Date', type: 'date' })}
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm leading-none font-medium">Time</legend>
          <div className="flex items-center gap-2">
            <Label htmlFor="social-hour" className="sr-only">
              Hour
            </Label>
            <NativeSelect
              id="social-hour"
              placeholder="HH"
              options={HOUR_OPTIONS}
              {...register('hour')}
            />
            <span aria-hidden>:</span>
            <Label htmlFor="social-minute" className="sr-only">
              Minute
            </Label>
            <NativeSelect
              id="social-minute"
              placeholder="MM"
              options={MINUTE_OPTIONS}
              {...register('minute')}
            />
          </div>
        </fieldset>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{NUMBER_FIELDS.map(textField)}</div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="social-level">Level</Label>
          <NativeSelect id="social-level" options={LEVEL_OPTIONS} {...register('level')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="social-eventType">Event Type</Label>
          <NativeSelect
            id="social-eventType"
            options={EVENT_TYPE_OPTIONS}
            {...register('eventType', { onChange: () => setValue('recurrenceDay', '') })}
          />
        </div>
        {eventType === 'weekly' || eventType === 'monthly' ? (
          <div className="grid gap-1.5">
            <Label htmlFor="social-recurrenceDay">
              {eventType === 'weekly' ? 'Day of the week' : 'Day of the month'}
            </Label>
            <NativeSelect
              id="social-recurrenceDay"
              placeholder={eventType === 'weekly' ? 'Select a weekday' : 'Select a day'}
              options={eventType === 'weekly' ? WEEKDAY_OPTIONS : MONTH_DAY_OPTIONS}
              {...register('recurrenceDay')}
            />
          </div>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Creating event ...
          </>
        ) : (
          'Create Event'
        )}
      </Button>
    </form>
  );
}
