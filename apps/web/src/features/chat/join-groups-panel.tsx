import { TEXT_LIMITS, type ChatGroup } from '@betterplay/contracts';
import {
  Button,
  Input,
  LoadState,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  toast,
} from '@betterplay/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { activityKeys } from '../activity/activity-api.ts';
import { sendJoinRequest } from '../socials/socials-api.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { chatGroupsQueryOptions, chatKeys } from './chat-api.ts';
import { membersText } from './group-info-dialog.tsx';

function accessLabel(group: ChatGroup): string {
  if (group.isMember) return 'Joined';
  return group.requested ? 'Requested' : 'Request Access';
}

/**
 * 'Join Social Groups': every social's group, searched by name as I type. 'Request Access' asks
 * the social's organiser to let me in (the server's answer shows in a toast); once accepted,
 * the group joins my list ('You have joined {title}').
 */
export function JoinGroupsPanel() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const query = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  const groups = useQuery({
    ...chatGroupsQueryOptions(query),
    enabled: open,
    // The last results stay while the next search loads, rather than a flash of 'Loading'.
    placeholderData: (previous) => previous,
  });
  const request = useSendOnce({
    mutationFn: (group: ChatGroup) =>
      sendJoinRequest({ socialId: group.socialId, organizerId: group.organizerId }),
    onSuccess: ({ message }) => {
      toast({ title: message });
      void queryClient.invalidateQueries({ queryKey: chatKeys.groupsAll });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  const list = groups.data ?? [];

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="w-full">
          <Users aria-hidden />
          Join more social groups
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Join Social Groups</SheetTitle>
          <SheetDescription>Each social has a group chat for its players.</SheetDescription>
        </SheetHeader>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <Input
            type="search"
            maxLength={TEXT_LIMITS.search}
            aria-label="Search groups"
            placeholder="Search groups..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </form>
        <LoadState
          loading={groups.isPending}
          loadingText="Loading groups..."
          error={groups.isError ? groups.error : null}
          onRetry={() => void groups.refetch()}
          empty={list.length === 0}
          emptyText="No groups found."
          minHeight="8rem"
        >
          <ul aria-label="Social groups" className="divide-y">
            {list.map((group) => {
              const sending = request.isPending && request.variables.socialId === group.socialId;
              return (
                <li key={group.conversationId} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{group.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {membersText(group.memberCount)}
                    </p>
                    {group.description === '' ? null : (
                      <p className="line-clamp-2 text-sm text-muted-foreground">
                        {group.description}
                      </p>
                    )}
                  </div>
                  <Button
                    size="sm"
                    variant={group.isMember || group.requested ? 'outline' : 'default'}
                    disabled={group.isMember || group.requested || sending}
                    aria-label={`${accessLabel(group)}: ${group.title}`}
                    onClick={() => request.mutate(group)}
                  >
                    {accessLabel(group)}
                  </Button>
                </li>
              );
            })}
          </ul>
        </LoadState>
      </SheetContent>
    </Sheet>
  );
}
