import type {
  ChatMessage,
  ConversationDetail,
  ConversationSummary,
  MessagesPage,
} from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../test/factories.ts';

/** For the chat tests: the API as a client calls it, answering status and envelope data. */
export function chatApi(app: FastifyInstance) {
  const call = async <T>(
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload }),
    });
    const body = response.json<{ data: T; message: string; code?: string }>();
    return { status: response.statusCode, data: body.data, code: body.code, message: body.message };
  };
  let sent = 0;
  return {
    open: (user: TestUser, otherUserId: string) =>
      call<ConversationSummary>(user, 'POST', '/user/conversations', { userId: otherUserId }),
    list: (user: TestUser) => call<ConversationSummary[]>(user, 'GET', '/user/conversations'),
    detail: (user: TestUser, id: string) =>
      call<ConversationDetail>(user, 'GET', `/user/conversations/${id}`),
    send: (user: TestUser, id: string, body: string, clientId = `c-${++sent}-${Date.now()}`) =>
      call<ChatMessage>(user, 'POST', `/user/conversations/${id}/messages`, { clientId, body }),
    page: (user: TestUser, id: string, query = '') =>
      call<MessagesPage>(user, 'GET', `/user/conversations/${id}/messages${query}`),
    read: (user: TestUser, id: string, upTo: string) =>
      call<{ lastReadMessageId: string; unreadCount: number }>(
        user,
        'POST',
        `/user/conversations/${id}/read`,
        { upTo },
      ),
    mute: (user: TestUser, id: string, muted: boolean) =>
      call<{ conversationId: string; muted: boolean }>(
        user,
        'PUT',
        `/user/conversations/${id}/mute`,
        { muted },
      ),
  };
}
