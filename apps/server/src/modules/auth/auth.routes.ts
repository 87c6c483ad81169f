import { envelopeSchema, loginSchema, registerSchema, tokenSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute } from '../route-docs.ts';
import { createAttemptLimits } from './attempt-limits.ts';
import { logInUser } from './log-in-user.ts';
import { registerUser } from './register-user.ts';

type SignedInUser = { id: string; firstName: string; email: string };

const authFailures = failures(400, 401, 409, 429);

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
        ...publicRoute('auth'),
        summary: 'Sign in; data is the token',
        body: loginSchema,
        response: { 200: envelopeSchema(tokenSchema), ...authFailures },
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
        ...publicRoute('auth'),
        summary: 'Create an account; data is the token',
        body: registerSchema,
        response: { 201: envelopeSchema(tokenSchema), ...authFailures },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ deps, input: request.body, ip: request.ip });
      return reply.status(201).send({ message: 'Created', data: issueToken(user) });
    },
  );
};
