import type { ConversationSummary } from '@betterplay/contracts';
import { ConversationListItem } from './conversation-list-item.tsx';

interface ConversationListProps {
  /** names the list for screen readers */
  label: string;
  conversations: ConversationSummary[];
  me: string;
  selectedId: string | null;
  now: number;
  /** where opening a conversation goes */
  hrefOf: (conversation: ConversationSummary) => string;
  emptyText: string;
}

export function ConversationList({
  label,
  conversations,
  me,
  selectedId,
  now,
  hrefOf,
  emptyText,
}: ConversationListProps) {
  if (conversations.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">{emptyText}</p>;
  }
  return (
    <ul aria-label={label} className="grid gap-2">
      {conversations.map((conversation) => (
        <ConversationListItem
          key={conversation.id}
          conversation={conversation}
          me={me}
          openHref={hrefOf(conversation)}
          selected={conversation.id === selectedId}
          now={now}
        />
      ))}
    </ul>
  );
}
