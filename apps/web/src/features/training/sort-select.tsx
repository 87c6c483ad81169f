import type { TrainingSort } from '@betterplay/contracts';
import { Label, SelectField } from '@betterplay/ui';
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
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor={id}>Sort by</Label>
      <SelectField
        id={id}
        options={SORT_OPTIONS}
        value={value}
        onValueChange={(next) => onChange(sortOf(next))}
      />
    </div>
  );
}
