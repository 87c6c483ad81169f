import {
  envelopeSchema,
  errorResponseSchema,
  loginSchema,
  registerSchema,
  tokenSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { createAttemptLimits } from './attempt-limits.ts';
import { logInUser } from './log-in-user.ts';
import { registerUser } from './register-user.ts';

type SignedInUser = { id: string; firstName: string; email: string };

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limitAttempts = createAttemptLimits(app, deps);
  const issueToken = (user: SignedInUser) =>
    app.jwt.sign({ sub: user.id, firstName: user.firstName, email: user.email });

  api.post(
    '/auth/login',
    {
      preHandler: limitAttempts.signIn,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; data is the token',
        body: loginSchema,
        response: { 200: envelopeSchema(tokenSchema), ...failures },
      },
    },
    async (request) => {
      const user = await logInUser({ deps, ...request.body, ip: request.ip });
      return { message: 'Signed in', data: issueToken(user) };
    },
  );

  api.post(
    '/auth/register',
    {
      preHandler: limitAttempts.signUp,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; data is the token',
        body: registerSchema,
        response: { 201: envelopeSchema(tokenSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ deps, input: request.body, ip: request.ip });
      return reply.status(201).send({ message: 'Created', data: issueToken(user) });
    },
  );
};
