import {
  SPLIT_INVITATION_CLIENT_ID_PREFIX,
  type ChatMessage,
  type ConversationSummary,
} from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadOnce } from '../../lib/load-once.ts';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { useAuth } from '../auth/auth-context.ts';
import { isConversationOnScreen } from './open-conversation.ts';

// Loaded with the first message: the app shell stays free of the chat's API and schemas.
const loadChatApi = loadOnce(() => import('./chat-api.ts'));

/** A list younger than this is trusted for "muted?"; older, or invalidated, is read again. */
const LIST_FRESH_MS = 30_000;
const PREVIEW_LENGTH = 120;

async function conversationOf(queryClient: QueryClient, id: string) {
  const { conversationsQueryOptions } = await loadChatApi();
  const read = (staleTime: number) =>
    queryClient.fetchQuery({ ...conversationsQueryOptions(), staleTime });
  const find = (list: ConversationSummary[]) => list.find((conversation) => conversation.id === id);
  // A conversation someone just started with me is not in a list read before it: read again.
  return find(await read(LIST_FRESH_MS)) ?? find(await read(0));
}

function toastText(message: ChatMessage, conversation: ConversationSummary) {
  const sender = `${message.sender.firstName} ${message.sender.lastName}`;
  const body =
    message.body.length > PREVIEW_LENGTH
      ? `${message.body.slice(0, PREVIEW_LENGTH)}...`
      : message.body;
  const title =
    conversation.kind === 'social'
      ? `New message from ${sender} in ${conversation.title}`
      : `New message from ${sender}`;
  return { title, description: body };
}

/**
 * Mounted once for the whole app: a message from someone else shows a toast on any page,
 * unless its thread is on screen or I muted the conversation.
 */
export function ChatMessageToasts() {
  const queryClient = useQueryClient();
  const me = useAuth().user?.id ?? null;

  useRealtimeEvent('chat:message', (message) => {
    if (me === null || message.sender.id === me) return;
    if (isConversationOnScreen(message.conversationId)) return;
    // A split's invitation has its own toast (features/courts), with the way to pay.
    if (message.clientId.startsWith(SPLIT_INVITATION_CLIENT_ID_PREFIX)) return;
    conversationOf(queryClient, message.conversationId).then(
      (conversation) => {
        if (conversation === undefined || conversation.muted) return;
        // The thread may have opened while the list loaded.
        if (isConversationOnScreen(message.conversationId)) return;
        toast(toastText(message, conversation));
      },
      () => {
        // Without the list, mute is unknown: better no toast than one for a muted chat.
      },
    );
  });

  // A mute changed elsewhere (another tab): the next message reads the list again (and the chat
  // page, when open, at once).
  useRealtimeEvent('conversation:updated', () => {
    void loadChatApi().then(({ chatKeys }) => updateOrRefetch(queryClient, chatKeys.conversations));
  });

  return null;
}
