import { Slot } from 'radix-ui';
import type { ComponentProps, HTMLAttributes, ReactElement } from 'react';
import { cn } from '../lib/cn.ts';
import { sportStyle } from '../sport-icon/sport-identity.ts';

export type LinkTileProps = HTMLAttributes<HTMLElement> & {
  /** `li` in a list of tiles (the default), `article` for a tile that stands alone. */
  as?: 'li' | 'article' | 'div';
  /** A tile of one sport wears its colours: a band in its tone along the top. */
  sport?: string;
};

/**
 * A card that is one big link: its title's link covers the whole tile, so a tap anywhere on it
 * follows the link, while the link's name stays the title's text. The focus shows on the tile.
 */
export function LinkTile({ as: Element = 'li', sport, className, style, ...props }: LinkTileProps) {
  return (
    <Element
      data-slot="link-tile"
      style={sport ? { ...sportStyle(sport), ...style } : style}
      className={cn(
        'relative grid min-w-0 content-start gap-2 rounded-lg border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        sport && 'border-t-4 border-t-(--sport-tone)',
        className,
      )}
      {...props}
    />
  );
}

export type LinkTileTitleProps = Omit<HTMLAttributes<HTMLHeadingElement>, 'children'> & {
  as?: 'h2' | 'h3';
  /** The link itself, e.g. a router `<Link>`: it gets the styles that stretch it over the tile. */
  children: ReactElement;
};

export function LinkTileTitle({
  as: Heading = 'h2',
  className,
  children,
  ...props
}: LinkTileTitleProps) {
  return (
    <Heading
      data-slot="link-tile-title"
      className={cn('text-lg font-semibold', className)}
      {...props}
    >
      <Slot.Root className="after:absolute after:inset-0 focus-visible:outline-none">
        {children}
      </Slot.Root>
    </Heading>
  );
}

export function LinkTileDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="link-tile-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
