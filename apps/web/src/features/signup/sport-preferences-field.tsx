import { SIGNUP_SPORTS } from '@betterplay/contracts';
import { Checkbox, Label } from '@betterplay/ui';
import type { Ref } from 'react';
import { FieldMessage } from '../../components/form-field.tsx';

interface SportPreferencesFieldProps {
  value: unknown;
  onChange: (sports: string[]) => void;
  onBlur: () => void;
  /** Receives the first checkbox, so a failed submit can focus the group. */
  inputRef: Ref<HTMLButtonElement>;
  error: string | undefined;
}

const ERROR_ID = 'signup-sportPreferences-error';

export function SportPreferencesField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: SportPreferencesFieldProps) {
  const selected = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

  const toggle = (sport: string, checked: boolean) => {
    onChange(checked ? [...selected, sport] : selected.filter((item) => item !== sport));
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-1 text-sm font-medium leading-none">Sport Preferences</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-3">
        {SIGNUP_SPORTS.map((sport, index) => {
          const id = `signup-sport-${sport.toLowerCase()}`;
          return (
            <div key={sport} className="flex items-center gap-2">
              <Checkbox
                id={id}
                ref={index === 0 ? inputRef : undefined}
                checked={selected.includes(sport)}
                onCheckedChange={(checked) => toggle(sport, checked === true)}
                onBlur={onBlur}
                aria-invalid={error !== undefined}
              />
              <Label htmlFor={id} className="font-normal">
                {sport}
              </Label>
            </div>
          );
        })}
      </div>
      <FieldMessage id={ERROR_ID} message={error} />
    </fieldset>
  );
}
