import type { PlayerCard } from '@betterplay/contracts';
import { Avatar, Button } from '@betterplay/ui';

interface PersonRowProps {
  person: PlayerCard;
  onChoose: (person: PlayerCard) => void;
}

/** A player in 'Find Friends to Chat With': who they are, and a button to chat with them. */
export function PersonRow({ person, onChoose }: PersonRowProps) {
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <li className="flex items-center gap-3 py-2">
      <span aria-hidden>
        <Avatar src={person.avatar} firstName={person.firstName} lastName={person.lastName} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{name}</p>
        {person.sports.length > 0 ? (
          <p className="text-sm text-muted-foreground">{person.sports.join(', ')}</p>
        ) : null}
      </div>
      <Button size="sm" onClick={() => onChoose(person)} aria-label={`Chat with ${name}`}>
        Chat
      </Button>
    </li>
  );
}
