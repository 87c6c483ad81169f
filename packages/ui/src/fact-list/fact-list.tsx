import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** One term and its value; `valueId` lets a control point at the value (aria-describedby). */
export interface Fact {
  term: string;
  value: ReactNode;
  valueId?: string;
}

const listVariants = cva('grid gap-x-6 sm:grid-cols-2', {
  variants: {
    tone: { plain: 'gap-y-4', label: 'gap-y-3', mixed: 'gap-y-4' },
    columns: { 2: '', 4: 'lg:grid-cols-4' },
  },
  defaultVariants: { tone: 'plain', columns: 2 },
});

const termVariants = cva('text-muted-foreground', {
  variants: {
    tone: {
      plain: 'text-sm',
      label: 'text-xs font-medium tracking-wide uppercase',
      mixed: 'text-xs font-medium tracking-wide uppercase',
    },
  },
  defaultVariants: { tone: 'plain' },
});

const valueVariants = cva('', {
  variants: {
    tone: { plain: 'font-medium', label: 'text-sm font-medium', mixed: 'grid gap-0.5 text-sm' },
  },
  defaultVariants: { tone: 'plain' },
});

export type FactListProps = VariantProps<typeof listVariants> & {
  facts: Fact[];
  className?: string;
};

/**
 * Terms and their values as a description list: one under the other on a phone, two side by
 * side from 640 px (four from 1024 px with `columns={4}`). `tone="label"` sets the terms as
 * small capitals, for facts inside a card; `tone="mixed"` too, for values that set their own
 * lines and weights (a name, then an address in muted text), as an expanded row's details.
 */
export function FactList({ facts, tone, columns, className }: FactListProps) {
  return (
    <dl data-slot="fact-list" className={cn(listVariants({ tone, columns }), className)}>
      {facts.map(({ term, value, valueId }) => (
        <div key={term} className="grid min-w-0 content-start gap-0.5">
          <dt className={termVariants({ tone })}>{term}</dt>
          <dd id={valueId} className={valueVariants({ tone })}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
