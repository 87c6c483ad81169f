import { messageOf, type ChatMessage } from '@betterplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  AckTimeoutError,
  requestWithAck,
  useRealtimeSocket,
  useSocketStatus,
  type AppSocket,
  type SocketStatus,
} from '../../lib/realtime/index.ts';
import { postMessage } from './chat-api.ts';
import { withListMessage } from './chat-cache.ts';
import { addToThread, changeConversations } from './chat-live-cache.ts';
import { newClientId, pendingMessagesOf, type PendingMessage } from './pending-messages.ts';

/** How long a socket send may wait for the server's answer before HTTP takes over. */
export const SEND_ACK_TIMEOUT_MS = 5_000;

interface Connection {
  socket: AppSocket | null;
  status: SocketStatus;
}

/**
 * One attempt: over the socket when it is connected (the answer comes with the message), else,
 * or when the socket's answer does not come in time, over HTTP. Both carry the same clientId,
 * so a message that reached the server by both ways is stored once.
 */
async function sendOnce({ socket, status }: Connection, entry: PendingMessage) {
  const { conversationId, clientId, body } = entry;
  if (socket !== null && status === 'connected') {
    try {
      const answer = await requestWithAck<{ data: ChatMessage } | { error: string }>(
        (ack) => socket.emit('chat:send', { conversationId, clientId, body }, ack),
        SEND_ACK_TIMEOUT_MS,
      );
      // A refusal (too fast, not a member) is the server's word: no second try over HTTP.
      if ('error' in answer) throw new Error(answer.error);
      return answer.data;
    } catch (error) {
      if (!(error instanceof AckTimeoutError)) throw error;
    }
  }
  return postMessage(conversationId, { clientId, body });
}

/** Sends my messages: each shows at once as pending, then as stored, or failed with a retry. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const status = useSocketStatus();
  // A retry later uses the connection of that moment, not the one of the first attempt.
  const connection = useRef<Connection>({ socket, status });
  useLayoutEffect(() => {
    connection.current = { socket, status };
  });

  const deliver = useCallback(
    async (entry: PendingMessage) => {
      const pending = pendingMessagesOf(queryClient);
      pending.update(entry.clientId, { status: 'sending', error: null });
      try {
        const message = await sendOnce(connection.current, entry);
        pending.remove(entry.clientId);
        addToThread(queryClient, message);
        changeConversations(queryClient, (list) =>
          withListMessage(list, message, { fromMe: true, onScreen: true }),
        );
      } catch (error) {
        const reason = messageOf(error, null);
        pending.update(entry.clientId, { status: 'failed', error: reason });
      }
    },
    [queryClient],
  );

  const send = useCallback(
    (body: string) => {
      const entry: PendingMessage = {
        clientId: newClientId(),
        conversationId,
        body,
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      pendingMessagesOf(queryClient).put(entry);
      void deliver(entry);
    },
    [conversationId, deliver, queryClient],
  );

  const retry = useCallback(
    (clientId: string) => {
      const entry = pendingMessagesOf(queryClient).find(clientId);
      if (entry !== undefined) void deliver(entry);
    },
    [deliver, queryClient],
  );

  return { send, retry };
}
