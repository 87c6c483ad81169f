import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  envelopeSchema,
  tokenSchema,
} from '@betterplay/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import type { createAttemptLimits } from './attempt-limits.ts';
import { changePassword } from './change-password.ts';
import { signSessionToken } from './session-token.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { resendVerification } from './verify-email.ts';

type Options = { deps: Deps; limitAttempts: ReturnType<typeof createAttemptLimits> };

/** The signed-in account's own security: its password, its sessions, its email's verification. */
export const accountRoutes: FastifyPluginAsync<Options> = async (app, { deps, limitAttempts }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.put(
    '/user/password',
    {
      preHandler: limitAttempts.checkPassword,
      schema: {
        ...signedInRoute('user'),
        summary: 'Change my password; data is a new token for this device',
        description: 'Every other session ends. A wrong current password answers 403.',
        body: changePasswordSchema,
        response: { 200: envelopeSchema(tokenSchema), ...failures(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { currentPassword, password } = request.body;
      const user = await changePassword({
        deps,
        userId: request.user.sub,
        currentPassword,
        password,
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged, data: signSessionToken(app, user) };
    },
  );

  api.post(
    '/user/sessions/revoke',
    {
      schema: {
        ...signedInRoute('user'),
        summary: 'Sign out everywhere',
        description: 'Every token issued before, this one too, answers 401 afterwards.',
        response: { 204: z.null().describe('Signed out everywhere'), ...failures(401) },
      },
    },
    async (request, reply) => {
      await signOutEverywhere({ deps, userId: request.user.sub });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/user/email/verification',
    {
      preHandler: limitAttempts.resendVerification,
      schema: {
        ...signedInRoute('user'),
        summary: 'Mail my verification link again',
        description: 'The new link voids the older ones.',
        response: { 202: envelopeSchema(z.null()), ...failures(401, 409, 429) },
      },
    },
    async (request, reply) => {
      await resendVerification({ deps, userId: request.user.sub });
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.verificationSent, data: null });
    },
  );
};
