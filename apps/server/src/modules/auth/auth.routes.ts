import {
  ACCOUNT_MESSAGES,
  envelopeSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
  verifyEmailSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute } from '../route-docs.ts';
import { accountRoutes } from './account.routes.ts';
import { createAttemptLimits } from './attempt-limits.ts';
import { requestPasswordReset } from './forgot-password.ts';
import { logInUser } from './log-in-user.ts';
import { registerUser } from './register-user.ts';
import { resetPassword } from './reset-password.ts';
import { signSessionToken } from './session-token.ts';
import { verifyEmail } from './verify-email.ts';

const authFailures = failures(400, 401, 409, 429);

/** The public routes (sign in, sign up, the mailed links); the signed-in ones in account.routes.ts. */
export const authRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limitAttempts = createAttemptLimits(app, deps);
  await app.register(accountRoutes, { deps, limitAttempts });

  api.post(
    '/auth/login',
    {
      preHandler: limitAttempts.signIn,
      schema: {
        ...publicRoute('auth'),
        summary: 'Sign in; data is the token',
        body: loginSchema,
        response: { 200: envelopeSchema(tokenSchema), ...authFailures },
      },
    },
    async (request) => {
      const user = await logInUser({ deps, ...request.body, ip: request.ip });
      return { message: 'Signed in', data: signSessionToken(app, user) };
    },
  );

  api.post(
    '/auth/register',
    {
      preHandler: limitAttempts.signUp,
      schema: {
        ...publicRoute('auth'),
        summary: 'Create an account; data is the token',
        description:
          'Unless EMAIL_VERIFICATION is off, the account is mailed a link to verify its email.',
        body: registerSchema,
        response: { 201: envelopeSchema(tokenSchema), ...authFailures },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ deps, input: request.body, ip: request.ip });
      return reply.status(201).send({ message: 'Created', data: signSessionToken(app, user) });
    },
  );

  api.post(
    '/auth/password/forgot',
    {
      preHandler: limitAttempts.forgotPassword,
      schema: {
        ...publicRoute('auth'),
        summary: 'Mail a link to choose a new password, if the email has an account',
        description:
          'Answers 202 alike, and as fast, whether or not the email has an account. The link ' +
          'works once, for an hour; a newer one or a password change voids it.',
        body: forgotPasswordSchema,
        response: { 202: envelopeSchema(z.null()), ...failures(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset({ deps, email: request.body.email });
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.forgotSent, data: null });
    },
  );

  api.post(
    '/auth/password/reset',
    {
      schema: {
        ...publicRoute('auth'),
        summary: 'Choose a new password with a mailed link; data is a new token',
        description:
          'Every other session of the account ends. An unknown, used or expired link answers ' +
          '400 RESET_TOKEN_INVALID.',
        body: resetPasswordSchema,
        response: { 200: envelopeSchema(tokenSchema), ...failures(400) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const user = await resetPassword({ deps, token, password });
      return { message: ACCOUNT_MESSAGES.passwordReset, data: signSessionToken(app, user) };
    },
  );

  api.post(
    '/auth/email/verify',
    {
      schema: {
        ...publicRoute('auth'),
        summary: 'Verify an email with its mailed link',
        description: 'An unknown, used or expired link answers 400 VERIFY_TOKEN_INVALID.',
        body: verifyEmailSchema,
        response: { 200: envelopeSchema(z.null()), ...failures(400) },
      },
    },
    async (request) => {
      await verifyEmail({ deps, token: request.body.token });
      return { message: ACCOUNT_MESSAGES.emailVerified, data: null };
    },
  );
};
