import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { ArrowLeft } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export type BackLinkProps = ComponentProps<'a'> & {
  /** Renders the single child (e.g. a router `<Link>`) as the link, adding the arrow and styles. */
  asChild?: boolean;
};

/** A quiet link back to the parent page, with an arrow, tall enough to tap on a phone. */
export function BackLink({ asChild = false, className, children, ...props }: BackLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      data-slot="back-link"
      className={cn(
        'inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:min-h-9 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <ArrowLeft aria-hidden />
      {/* Slottable lets the arrow join the child link's own content when asChild is set. */}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
}
