import { Search } from 'lucide-react';
import type { ComponentProps, ComponentType } from 'react';
import { cn } from '../lib/cn.ts';
import { Input } from '../input/input.tsx';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The icon inside the box, before the text (a magnifier unless told). */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

/** A search box with its icon inside, before the text; name it with a label. */
export function SearchInput({ icon: Icon = Search, className, ...props }: SearchInputProps) {
  return (
    <div data-slot="search-input" className="relative">
      <Icon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
