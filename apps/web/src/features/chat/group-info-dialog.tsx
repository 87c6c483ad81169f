import type { ConversationSummary } from '@betterplay/contracts';
import {
  Avatar,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  LoadState,
} from '@betterplay/ui';
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useConversationDetail } from './use-conversations.ts';

export const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

interface GroupInfoDialogProps {
  conversation: ConversationSummary;
  /** The element that opens it (the group's title); focus returns to it on close. */
  children: ReactElement;
}

/** A social group's about text, a link to the social and its members (loaded when opened). */
export function GroupInfoDialog({ conversation, children }: GroupInfoDialogProps) {
  const [open, setOpen] = useState(false);
  const detail = useConversationDetail(conversation.id, open);
  const aboutId = useId();
  const membersId = useId();
  const members = detail.data?.members ?? [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="pr-8">{conversation.title}</DialogTitle>
          <DialogDescription>{membersText(conversation.memberCount)}</DialogDescription>
        </DialogHeader>
        <section aria-labelledby={aboutId} className="grid gap-1">
          <h3 id={aboutId} className="font-semibold">
            About
          </h3>
          <p className="text-sm whitespace-pre-wrap text-muted-foreground">
            {conversation.social?.description || 'No description yet.'}
          </p>
        </section>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/activity" onClick={() => setOpen(false)}>
            View Social Details
          </Link>
        </Button>
        <section aria-labelledby={membersId} className="grid gap-2">
          <h3 id={membersId} className="font-semibold">
            Members
          </h3>
          <LoadState
            loading={detail.isPending}
            loadingText="Loading members..."
            error={detail.isError ? detail.error : null}
            onRetry={() => void detail.refetch()}
            empty={members.length === 0}
            emptyText="No members yet."
            minHeight="4rem"
          >
            <ul aria-labelledby={membersId} className="grid max-h-72 gap-1 overflow-y-auto">
              {members.map((member) => (
                <li key={member.id} className="flex items-center gap-3">
                  <span aria-hidden>
                    <Avatar
                      src={member.avatar}
                      firstName={member.firstName}
                      lastName={member.lastName}
                      size="sm"
                    />
                  </span>
                  <Link
                    to={`/profile/${encodeURIComponent(member.id)}`}
                    onClick={() => setOpen(false)}
                    className="flex min-h-11 items-center rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {`${member.firstName} ${member.lastName}`}
                  </Link>
                </li>
              ))}
            </ul>
          </LoadState>
        </section>
      </DialogContent>
    </Dialog>
  );
}
