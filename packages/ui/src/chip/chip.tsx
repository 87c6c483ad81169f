import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const chipVariants = cva(
  'inline-flex h-6 w-fit shrink-0 items-center gap-1 rounded-full px-2.5 text-xs font-medium whitespace-nowrap tabular-nums [&>svg]:size-3.5 [&>svg]:shrink-0',
  {
    variants: {
      tone: {
        /** plain facts: places left, a price */
        neutral: 'bg-muted text-foreground',
        /** worth a second look: one place left, a payment still owed */
        caution: 'bg-caution-tint text-caution',
        /** nothing to act on: full, past */
        muted: 'bg-muted text-muted-foreground',
        /** the person's own good news: attending, offer open */
        brand: 'bg-brand-tint text-brand',
        /** the sport's own colours (set --sport-tone and --sport-tint with sportStyle) */
        sport: 'bg-(--sport-tint) text-(--sport-tone)',
        /** waiting on someone else: pending */
        outline: 'border border-input text-foreground',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type ChipTone = NonNullable<VariantProps<typeof chipVariants>['tone']>;
export type ChipProps = ComponentProps<'span'> & { tone?: ChipTone };

/** A pill with a short state or fact; colour is never the only sign, the words say it. */
export function Chip({ className, tone, ...props }: ChipProps) {
  return <span data-slot="chip" className={cn(chipVariants({ tone }), className)} {...props} />;
}
