import {
  chatGroupSchema,
  chatGroupsQuerySchema,
  chatMessageSchema,
  conversationDetailSchema,
  conversationIdParamsSchema,
  conversationReadResultSchema,
  conversationSummarySchema,
  envelopeSchema,
  markReadSchema,
  messagesPageSchema,
  messagesQuerySchema,
  muteResultSchema,
  muteSchema,
  openConversationSchema,
  sendMessageSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { listChatGroups } from './list-chat-groups.ts';
import { findSummary, getConversation, listConversations } from './list-conversations.ts';
import { listMessages } from './list-messages.ts';
import { markRead } from './mark-read.ts';
import { muteConversation } from './mute-conversation.ts';
import { openDirectConversation } from './open-direct-conversation.ts';
import { sendMessage } from './send-message.ts';

const secured = signedInRoute('chat');
const memberFailures = failures(400, 401, {
  403: 'The caller is not a member of it (NOT_A_MEMBER)',
  404: 'No such conversation (CONVERSATION_NOT_FOUND)',
});

/** Direct conversations and social groups; every call is signed in, and members only. */
export const chatRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/conversations',
    {
      schema: {
        ...secured,
        summary:
          'My conversations, direct and social, the most recently active first (200 at most)',
        response: {
          200: envelopeSchema(z.array(conversationSummarySchema)),
          ...failures(401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listConversations({ deps, userId: request.user.sub }),
    }),
  );

  api.post(
    '/user/conversations',
    {
      schema: {
        ...secured,
        summary:
          'Open my direct conversation with a player: 201 when it is new, 200 when it existed',
        body: openConversationSchema,
        response: {
          200: envelopeSchema(conversationSummarySchema),
          201: envelopeSchema(conversationSummarySchema),
          ...failures(400, 401, { 404: 'No such player (USER_NOT_FOUND)' }),
        },
      },
    },
    async (request, reply) => {
      const userId = request.user.sub;
      const opened = await openDirectConversation({
        deps,
        userId,
        otherUserId: request.body.userId,
      });
      const data = await findSummary(deps.db, opened.conversationId, userId);
      return reply
        .status(opened.created ? 201 : 200)
        .send({ message: opened.created ? 'Created' : 'OK', data });
    },
  );

  api.get(
    '/user/conversations/:id',
    {
      schema: {
        ...secured,
        summary: 'One of my conversations with its members',
        params: conversationIdParamsSchema,
        response: { 200: envelopeSchema(conversationDetailSchema), ...memberFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getConversation({
        deps,
        userId: request.user.sub,
        conversationId: request.params.id,
      }),
    }),
  );

  api.get(
    '/user/conversations/:id/messages',
    {
      schema: {
        ...secured,
        summary: 'A page of the conversation’s messages, newest first',
        params: conversationIdParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: envelopeSchema(messagesPageSchema), ...memberFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMessages({
        deps,
        userId: request.user.sub,
        conversationId: request.params.id,
        ...request.query,
      }),
    }),
  );

  api.post(
    '/user/conversations/:id/messages',
    {
      schema: {
        ...secured,
        summary:
          'Send a message: 201 when stored, 200 when this clientId was stored already (a retry)',
        params: conversationIdParamsSchema,
        body: sendMessageSchema,
        response: {
          200: envelopeSchema(chatMessageSchema),
          201: envelopeSchema(chatMessageSchema),
          ...memberFailures,
          ...failures({
            409: 'The clientId was used for a different message (MESSAGE_CLIENT_ID_REUSED)',
            429: 'More than 20 messages in 10 seconds, HTTP and socket together (MESSAGES_RATE_LIMITED)',
          }),
        },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage({
        deps,
        userId: request.user.sub,
        conversationId: request.params.id,
        ...request.body,
      });
      return reply
        .status(sent.created ? 201 : 200)
        .send({ message: sent.created ? 'Created' : 'OK', data: sent.message });
    },
  );

  api.post(
    '/user/conversations/:id/read',
    {
      schema: {
        ...secured,
        summary: 'Mark the conversation read up to a message (never moves back)',
        params: conversationIdParamsSchema,
        body: markReadSchema,
        response: { 200: envelopeSchema(conversationReadResultSchema), ...memberFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await markRead({
        deps,
        userId: request.user.sub,
        conversationId: request.params.id,
        upTo: request.body.upTo,
      }),
    }),
  );

  api.put(
    '/user/conversations/:id/mute',
    {
      schema: {
        ...secured,
        summary: 'Mute or unmute a conversation, for me only',
        params: conversationIdParamsSchema,
        body: muteSchema,
        response: { 200: envelopeSchema(muteResultSchema), ...memberFailures },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await muteConversation({
        deps,
        userId: request.user.sub,
        conversationId: request.params.id,
        muted: request.body.muted,
      }),
    }),
  );

  api.get(
    '/user/chat/groups',
    {
      schema: {
        ...secured,
        summary: 'Groups of upcoming socials, searched by name (50 at most, soonest first)',
        querystring: chatGroupsQuerySchema,
        response: {
          200: envelopeSchema(z.array(chatGroupSchema)),
          ...failures(400, 401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listChatGroups({ deps, userId: request.user.sub, q: request.query.q }),
    }),
  );
};
