import { chatSendSchema, errorMessage } from '@betterplay/contracts';
import { sqlStateOf } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { answerAck } from '../../realtime/answer-ack.ts';
import {
  SocketRefusal,
  socketRefusal,
  type SocketHandlers,
} from '../../realtime/socket-handlers.ts';
import { sendMessage } from './send-message.ts';

/**
 * `chat:send`: the same operation and rules as POST .../messages (members only, the same
 * clientId is one message, the rate limit shared with HTTP), answered `{ data: message }` or
 * `{ error }` with the same text the HTTP failure carries. Conversations have no rooms: every
 * chat event goes to its members' own `user:<id>` rooms, so leaving a group needs no room
 * bookkeeping.
 */
export const chatSocketHandlers: SocketHandlers = {
  register(socket, deps) {
    socket.on('chat:send', (request, ack) => {
      void answerAck(ack, deps.log, async () => {
        const user = socket.data.user;
        if (user === null) throw socketRefusal('UNAUTHORIZED');
        const parsed = chatSendSchema.safeParse(request);
        if (!parsed.success) {
          throw new SocketRefusal(
            'VALIDATION_FAILED',
            parsed.error.issues[0]?.message ?? errorMessage('VALIDATION_FAILED'),
          );
        }
        try {
          const sent = await sendMessage({ deps, userId: user.sub, ...parsed.data });
          return sent.message;
        } catch (error) {
          throw asRefusal(error);
        }
      });
    });
  },
};

/** An operation's failure as the ack's error; anything else stays an internal failure. */
function asRefusal(error: unknown): unknown {
  if (error instanceof AppError) return new SocketRefusal(error.code, error.message);
  // Class 22: a value PostgreSQL cannot store (a NUL byte), as the HTTP error handler says.
  if (sqlStateOf(error)?.startsWith('22')) return socketRefusal('INVALID_VALUE');
  return error;
}
