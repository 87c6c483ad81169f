import type { SVGProps } from 'react';
import { cn } from '../lib/cn.ts';
import { sportIdOf, sportStyle } from './sport-identity.ts';
import { SPORT_ICON_PATHS } from './sport-icon-paths.ts';

export type SportIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** The sport's name ('Badminton') or id ('badminton'); any other sport shows a whistle. */
  sport: string;
  /** Names the icon for assistive technology; without it the icon is decoration. */
  label?: string;
};

/** The sport's icon (Material Design Icons), drawn in the current text colour. */
export function SportIcon({ sport, label, className, ...props }: SportIconProps) {
  const path = SPORT_ICON_PATHS[sportIdOf(sport) ?? 'other'];
  return (
    <svg
      data-slot="sport-icon"
      viewBox="0 0 24 24"
      fill="currentColor"
      className={cn('size-5 shrink-0', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <path d={path} />
    </svg>
  );
}

export type SportMarkProps = { sport: string; label?: string; className?: string };

/** The sport's icon on its tint, in its tone: the round mark of rows, cards and tiles. */
export function SportMark({ sport, label, className }: SportMarkProps) {
  return (
    <span
      data-slot="sport-mark"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-(--sport-tint) text-(--sport-tone)',
        className,
      )}
      style={sportStyle(sport)}
    >
      <SportIcon sport={sport} label={label} className="size-[60%]" />
    </span>
  );
}
