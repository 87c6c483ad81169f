import type { ConversationSummary } from '@betterplay/contracts';
import { Avatar, Badge, cn } from '@betterplay/ui';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { relativeTime } from '../../lib/relative-time.ts';
import { GroupInfoDialog, membersText } from './group-info-dialog.tsx';

interface ConversationListItemProps {
  conversation: ConversationSummary;
  /** my user id: my own last message reads 'You: ...' */
  me: string;
  /** where opening the conversation goes, e.g. '?conversation={id}' */
  openHref: string;
  selected: boolean;
  /** the time relative times are counted from */
  now: number;
}

const nameClassName =
  'inline-flex min-h-11 max-w-full min-w-0 items-center rounded-sm text-left font-semibold underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:min-h-8';

function preview({ lastMessage, kind }: ConversationSummary, me: string): string {
  if (lastMessage === null) return 'No messages yet';
  if (lastMessage.sender.id === me) return `You: ${lastMessage.body}`;
  return kind === 'social'
    ? `${lastMessage.sender.firstName}: ${lastMessage.body}`
    : lastMessage.body;
}

function unreadText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * One conversation: its name (a direct chat's links to the player's profile, a group's opens the
 * group info), time and last message; the last message opens the thread. A muted conversation
 * shows the muted icon instead of an unread badge.
 */
export function ConversationListItem({
  conversation,
  me,
  openHref,
  selected,
  now,
}: ConversationListItemProps) {
  const { title, otherUser, kind, muted, unreadCount, lastMessage } = conversation;
  const showUnread = !muted && unreadCount > 0;
  const [firstWord = title, ...rest] = title.split(' ');

  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3',
        selected ? 'border-primary bg-accent' : 'bg-background',
      )}
    >
      <span aria-hidden className="pt-1">
        {otherUser === null ? (
          <Avatar firstName={firstWord} lastName={rest.join(' ')} />
        ) : (
          <Avatar
            src={otherUser.avatar}
            firstName={otherUser.firstName}
            lastName={otherUser.lastName}
          />
        )}
      </span>
      <div className="grid min-w-0 flex-1">
        <div className="flex min-w-0 items-center justify-between gap-2">
          {kind === 'social' ? (
            <GroupInfoDialog conversation={conversation}>
              <button type="button" className={nameClassName} aria-label={`${title}, group info`}>
                <span>{title}</span>
              </button>
            </GroupInfoDialog>
          ) : otherUser === null ? (
            <span className="min-w-0 font-semibold">{title}</span>
          ) : (
            <Link to={`/profile/${encodeURIComponent(otherUser.id)}`} className={nameClassName}>
              <span>{title}</span>
            </Link>
          )}
          <time
            dateTime={lastMessage?.createdAt ?? conversation.updatedAt}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {relativeTime(lastMessage?.createdAt ?? conversation.updatedAt, now)}
          </time>
        </div>
        {kind === 'social' ? (
          <p className="text-xs text-muted-foreground">{membersText(conversation.memberCount)}</p>
        ) : null}
        <Link
          id={`conversation-${conversation.id}`}
          to={openHref}
          aria-current={selected ? 'true' : undefined}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-sm text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span className="sr-only">{`Open chat with ${title}: `}</span>
          {/* One line of the last message: the whole of it is in the conversation. */}
          <span
            data-preview
            className={cn(
              'min-w-0 flex-1 truncate',
              showUnread ? 'font-medium text-foreground' : 'text-muted-foreground',
            )}
          >
            {preview(conversation, me)}
          </span>
          {showUnread ? (
            <Badge className="rounded-full" data-testid="unread-badge">
              {unreadText(unreadCount)}
              <span className="sr-only"> unread</span>
            </Badge>
          ) : null}
          {muted ? (
            <BellOff
              role="img"
              aria-label="Muted"
              className="size-4 shrink-0 text-muted-foreground"
            />
          ) : null}
        </Link>
      </div>
    </li>
  );
}
