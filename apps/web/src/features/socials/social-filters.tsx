import { Input, Label, SelectField } from '@betterplay/ui';
import { Search } from 'lucide-react';
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
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor="socials-search">Search socials</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="socials-search"
            type="search"
            className="pl-9"
            placeholder="Search by social name or venue"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor="socials-type">Social type</Label>
        <SelectField
          id="socials-type"
          options={TYPE_FILTER_OPTIONS}
          value={type}
          onValueChange={(value) => {
            if (isTypeFilter(value)) onTypeChange(value);
          }}
        />
      </div>
    </div>
  );
}
