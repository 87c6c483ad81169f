import { SIGNUP_SPORTS } from '@betterplay/contracts';
import { Checkbox, FieldMessage, Label } from '@betterplay/ui';
import type { Ref } from 'react';

interface SportPreferencesFieldProps {
  value: unknown;
  onChange: (sports: string[]) => void;
  onBlur: () => void;
  /** Receives the first checkbox, so a failed submit can focus the group. */
  inputRef: Ref<HTMLButtonElement>;
  error: string | undefined;
  /** The group's name (the profile calls it 'Sports Liked'). */
  legend?: string;
  /** Prefix of the checkboxes' ids, unique on the page. */
  idPrefix?: string;
}

export function SportPreferencesField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  legend = 'Sport Preferences',
  idPrefix = 'signup',
}: SportPreferencesFieldProps) {
  const errorId = `${idPrefix}-sportPreferences-error`;
  const selected = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

  const toggle = (sport: string, checked: boolean) => {
    onChange(checked ? [...selected, sport] : selected.filter((item) => item !== sport));
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-3">
        {SIGNUP_SPORTS.map((sport, index) => {
          const id = `${idPrefix}-sport-${sport.toLowerCase()}`;
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
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
