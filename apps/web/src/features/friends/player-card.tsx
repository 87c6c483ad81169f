import type { PlayerCard as Player } from '@betterplay/contracts';
import { Avatar, Badge, cn } from '@betterplay/ui';
import type { ReactNode } from 'react';

export interface PlayerCardProps {
  player: Player;
  /** Links and buttons for this player (e.g. FriendActions), under the name on every width. */
  actions?: ReactNode;
  /** The name's heading level in the page's outline: 2 under the page's h1, deeper in a section. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export const fullNameOf = (player: Pick<Player, 'firstName' | 'lastName'>) =>
  `${player.firstName} ${player.lastName}`;

/**
 * A player as the friends screen and the chat's 'Find Friends to Chat With' show them: picture
 * (or initials), name and the sports they like (none for a private profile), then `actions`.
 * It renders an <article>; put it in an <li> when it is one of a list.
 */
export function PlayerCard({ player, actions, headingLevel = 2, className }: PlayerCardProps) {
  const Heading = `h${headingLevel}` as const;
  const name = fullNameOf(player);
  return (
    <article
      aria-label={name}
      data-slot="player-card"
      className={cn(
        'flex h-full flex-col gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        {/* The name is right beside it: the picture would only repeat it to a screen reader. */}
        <span aria-hidden>
          <Avatar src={player.avatar} firstName={player.firstName} lastName={player.lastName} />
        </span>
        <div className="grid min-w-0 gap-2">
          <Heading className="text-base leading-tight font-semibold">{name}</Heading>
          {player.sports.length > 0 ? (
            <ul aria-label="Sports" className="flex flex-wrap gap-1.5">
              {player.sports.map((sport) => (
                <li key={sport}>
                  <Badge variant="secondary">{sport}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {actions === undefined ? null : <div className="mt-auto">{actions}</div>}
    </article>
  );
}
