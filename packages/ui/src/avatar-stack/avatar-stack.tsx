import { Avatar } from '../avatar/avatar.tsx';
import { cn } from '../lib/cn.ts';

export interface StackedPerson {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string;
}

export interface AvatarStackProps {
  /** shown in this order, at most four */
  people: StackedPerson[];
  /** how many more there are beyond those shown: a '+N' bubble */
  more?: number;
  className?: string;
}

const SHOWN = 4;

/**
 * Up to four overlapping 28 px avatars, then '+N'. Decoration: the sentence beside it says who
 * is there, so assistive technology skips the stack.
 */
export function AvatarStack({ people, more = 0, className }: AvatarStackProps) {
  const shown = people.slice(0, SHOWN);
  const extra = more + (people.length - shown.length);
  if (shown.length === 0 && extra <= 0) return null;
  return (
    <span data-slot="avatar-stack" aria-hidden className={cn('flex items-center', className)}>
      {shown.map((person, index) => (
        <Avatar
          key={person.id}
          src={person.avatar}
          firstName={person.firstName}
          lastName={person.lastName}
          size="sm"
          className={cn('size-7 text-[0.625rem] ring-2 ring-card', index > 0 && '-ml-2')}
        />
      ))}
      {extra > 0 ? (
        <span
          className={cn(
            'flex h-7 min-w-7 items-center justify-center rounded-full bg-muted px-1.5 text-[0.6875rem] font-semibold text-muted-foreground tabular-nums ring-2 ring-card',
            shown.length > 0 && '-ml-2',
          )}
        >
          +{extra}
        </span>
      ) : null}
    </span>
  );
}
