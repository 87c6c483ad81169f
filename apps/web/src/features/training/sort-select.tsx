import type { TrainingSort } from '@betterplay/contracts';
import { FormField, SelectField } from '@betterplay/ui';
import { SORT_OPTIONS, sortOf } from './training-sports.ts';

/** 'Sort by': Price or Name of Coach. */
export function SortSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TrainingSort;
  onChange: (sort: TrainingSort) => void;
}) {
  return (
    <FormField id={id} label="Sort by" className="sm:w-48">
      {(control) => (
        <SelectField
          {...control}
          options={SORT_OPTIONS}
          value={value}
          onValueChange={(next) => onChange(sortOf(next))}
        />
      )}
    </FormField>
  );
}
