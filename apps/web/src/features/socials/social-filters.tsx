import { TEXT_LIMITS } from '@betterplay/contracts';
import { FormField, SearchInput, SelectField } from '@betterplay/ui';
import { TYPE_FILTER_OPTIONS, type SocialTypeFilter } from './event-types.ts';

interface SocialFiltersProps {
  search: string;
  onSearchChange: (text: string) => void;
  type: SocialTypeFilter;
  onTypeChange: (type: SocialTypeFilter) => void;
}

function isTypeFilter(value: string): value is SocialTypeFilter {
  return TYPE_FILTER_OPTIONS.some((option) => option.value === value);
}

/** The list's search box and type filter: stacked on a phone, side by side from `sm` up. */
export function SocialFilters({ search, onSearchChange, type, onTypeChange }: SocialFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField id="socials-search" label="Search socials" className="flex-1">
        {(control) => (
          <SearchInput
            maxLength={TEXT_LIMITS.search}
            {...control}
            placeholder="Search by social name or venue"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="socials-type" label="Social type" className="sm:w-44">
        {(control) => (
          <SelectField
            {...control}
            options={TYPE_FILTER_OPTIONS}
            value={type}
            onValueChange={(value) => {
              if (isTypeFilter(value)) onTypeChange(value);
            }}
          />
        )}
      </FormField>
    </div>
  );
}
