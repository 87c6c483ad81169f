import {
  bookPlaceSchema,
  createJoinRequestSchema,
  envelopeSchema,
  idParamsSchema,
  JOIN_REQUEST_SENT,
  JOIN_REQUEST_WITHDRAWN,
  joinRequestDecisionResultSchema,
  myJoinRequestSchema,
  organizerJoinRequestSchema,
  socialViewerSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { acceptJoinRequest, rejectJoinRequest } from './decide-join-request.ts';
import {
  getSocialViewer,
  listMyJoinRequests,
  listPendingJoinRequests,
} from './list-join-requests.ts';
import { requestPlace, requestToJoin } from './request-to-join.ts';
import { withdrawJoinRequest } from './withdraw-join-request.ts';

const requestFailures = failures(400, 401, 403, 404, 409);
const player = signedInRoute('join requests');
const organizer = signedInRoute('organizer');
const decisionResponse = {
  200: envelopeSchema(joinRequestDecisionResultSchema),
  ...requestFailures,
};

/** Players ask to join socials; organisers accept or reject. Every call is signed in. */
export const joinRequestsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.post(
    '/user/social/booking/request',
    {
      schema: {
        ...player,
        summary: 'Ask to join a social',
        body: createJoinRequestSchema,
        response: { 201: envelopeSchema(myJoinRequestSchema), ...requestFailures },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: JOIN_REQUEST_SENT,
        data: await requestToJoin({ deps, userId: request.user.sub, ...request.body }),
      }),
  );

  api.post(
    '/user/social/booking',
    {
      schema: {
        ...player,
        summary: 'Book a social: sends its organiser a join request',
        body: bookPlaceSchema,
        response: { 201: envelopeSchema(myJoinRequestSchema), ...requestFailures },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: JOIN_REQUEST_SENT,
        data: await requestPlace({ deps, userId: request.user.sub, ...request.body }),
      }),
  );

  api.get(
    '/user/social/booking/request',
    {
      schema: {
        ...player,
        summary: 'My join requests, newest first',
        response: { 200: envelopeSchema(z.array(myJoinRequestSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMyJoinRequests({ deps, userId: request.user.sub }),
    }),
  );

  api.delete(
    '/user/social/booking/request/:id',
    {
      schema: {
        ...player,
        summary: 'Withdraw my request while the organiser has not decided on it',
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...failures(400, 401, 404, 409) },
      },
    },
    async (request) => {
      await withdrawJoinRequest({
        deps,
        userId: request.user.sub,
        requestId: request.params.id,
      });
      return { message: JOIN_REQUEST_WITHDRAWN, data: null };
    },
  );

  api.get(
    '/user/social/:id/status',
    {
      schema: {
        ...player,
        summary:
          'Whether I hold a place in a social (going), wait for an answer (requested), or neither',
        params: idParamsSchema,
        response: { 200: envelopeSchema(socialViewerSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getSocialViewer({ deps, userId: request.user.sub, socialId: request.params.id }),
    }),
  );

  api.get(
    '/organizer/social/requests',
    {
      schema: {
        ...organizer,
        summary: 'Pending join requests on my socials',
        response: {
          200: envelopeSchema(z.array(organizerJoinRequestSchema)),
          ...failures(401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listPendingJoinRequests({ deps, organizerId: request.user.sub }),
    }),
  );

  api.put(
    '/organizer/social/request/:id',
    {
      schema: {
        ...organizer,
        summary: 'Accept a join request',
        params: idParamsSchema,
        response: decisionResponse,
      },
    },
    async (request) => ({
      message: 'Request accepted',
      data: await acceptJoinRequest({
        deps,
        requestId: request.params.id,
        organizerId: request.user.sub,
      }),
    }),
  );

  api.delete(
    '/organizer/social/request/:id',
    {
      schema: {
        ...organizer,
        summary: 'Reject a join request',
        params: idParamsSchema,
        response: decisionResponse,
      },
    },
    async (request) => ({
      message: 'Request rejected',
      data: await rejectJoinRequest({
        deps,
        requestId: request.params.id,
        organizerId: request.user.sub,
      }),
    }),
  );
};
