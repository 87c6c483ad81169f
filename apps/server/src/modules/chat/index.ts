import { defineModule } from '../module.ts';
import { chatSocketHandlers } from './chat-socket.ts';
import { chatRoutes } from './chat.routes.ts';

/**
 * Chat: direct conversations between two players and one group per social, delivered live
 * through the outbox to each member's own room (docs/reliability.md, "Chat delivery").
 */
export const chatModule = defineModule({
  name: 'chat',
  routes: chatRoutes,
  socketHandlers: chatSocketHandlers,
});
