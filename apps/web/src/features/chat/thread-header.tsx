import type { ConversationSummary } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { ArrowLeft, Bell, BellOff } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { GroupInfoDialog, membersText } from './group-info-dialog.tsx';
import { useMuteConversation } from './use-conversations.ts';

interface ThreadHeaderProps {
  conversation: ConversationSummary;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** back to the list: phones show the list and the thread as two screens */
  onBack: () => void;
}

const titleClassName =
  'rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function ThreadHeader({ conversation, headingId, headingRef, onBack }: ThreadHeaderProps) {
  const mute = useMuteConversation();
  const { title, otherUser, kind, muted } = conversation;
  return (
    <div className="flex items-center gap-1 border-b p-2">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onBack}
        aria-label="Back to chats"
      >
        <ArrowLeft aria-hidden />
      </Button>
      <div className="grid min-w-0 flex-1 px-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          {kind === 'social' ? (
            <GroupInfoDialog conversation={conversation}>
              <button type="button" className={titleClassName} aria-label={`${title}, group info`}>
                {title}
              </button>
            </GroupInfoDialog>
          ) : otherUser === null ? (
            title
          ) : (
            <Link to={`/profile/${encodeURIComponent(otherUser.id)}`} className={titleClassName}>
              {title}
            </Link>
          )}
        </h2>
        {kind === 'social' ? (
          <p className="text-xs text-muted-foreground">{membersText(conversation.memberCount)}</p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Mute conversation"
        aria-pressed={muted}
        title={muted ? 'Unmute' : 'Mute'}
        onClick={() => mute.mutate({ id: conversation.id, muted: !muted })}
      >
        {muted ? <BellOff aria-hidden /> : <Bell aria-hidden />}
      </Button>
    </div>
  );
}
