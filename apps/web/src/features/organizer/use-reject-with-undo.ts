import { messageOf, type OrganizerJoinRequest } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deferAction, undoAction, useDeferredKeys } from '../../lib/deferred-actions.ts';
import { notificationKeys } from '../notifications/notifications-api.ts';
import { decideJoinRequest, organizerKeys } from './organizer-api.ts';

const rejectionKey = (requestId: string) => `join-request:reject:${requestId}`;

/** Sends a rejection whose Undo window passed, whether or not the dashboard is still open. */
async function sendRejection(queryClient: QueryClient, requestId: string) {
  try {
    await decideJoinRequest(requestId, 'reject');
  } catch (error) {
    toast({
      title: 'Could not reject the request',
      description: messageOf(error),
      variant: 'destructive',
    });
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: organizerKeys.all }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
  }
}

/** After Undo the request is back in the list: its Accept button takes the focus the toast had. */
function focusRequestAgain(request: OrganizerJoinRequest) {
  const label = `Accept ${request.firstName} ${request.lastName} for ${request.socialName}`;
  setTimeout(() => {
    const accept = Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find(
      (button) => button.getAttribute('aria-label') === label,
    );
    accept?.focus();
  });
}

/**
 * 'Reject' with Undo: the request leaves the list at once and the toast 'Request rejected' offers
 * Undo; the rejection is sent only when its 5 seconds have passed (or the page is left).
 */
export function useRejectWithUndo() {
  const queryClient = useQueryClient();
  return (request: OrganizerJoinRequest) => {
    const key = rejectionKey(request.id);
    const shown = toast({
      title: 'Request rejected',
      action: {
        label: 'Undo',
        altText: 'Undo rejecting the request',
        onClick: () => {
          if (undoAction(key)) focusRequestAgain(request);
        },
      },
    });
    deferAction(key, () => {
      shown.dismiss();
      void sendRejection(queryClient, request.id);
    });
  };
}

/** The requests whose rejection waits for its Undo window: the list leaves them out. */
export function useRejectionsWaiting(): (requestId: string) => boolean {
  const keys = useDeferredKeys();
  return (requestId) => keys.has(rejectionKey(requestId));
}
