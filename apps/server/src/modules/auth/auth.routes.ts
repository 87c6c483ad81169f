import {
  envelopeSchema,
  errorResponseSchema,
  loginSchema,
  registerSchema,
  tokenSchema,
} from '@betterplay/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logInUser } from './log-in-user.ts';
import { registerUser } from './register-user.ts';

type SignedInUser = { id: string; firstName: string; email: string };

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  // Per IP before the body is read; per email once it is, so one address cannot be hammered
  // from many IPs and one IP cannot spray many addresses.
  const limitPerIp = app.rateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  const limitPerEmail = app.rateLimit({
    max: perEmail,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth-email:${emailOf(request) ?? request.ip}`,
  });
  const issueToken = (user: SignedInUser) =>
    app.jwt.sign({ sub: user.id, firstName: user.firstName, email: user.email });

  api.post(
    '/auth/login',
    {
      onRequest: limitPerIp,
      preHandler: limitPerEmail,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; data is the token',
        body: loginSchema,
        response: { 200: envelopeSchema(tokenSchema), ...failures },
      },
    },
    async (request) => {
      const user = await logInUser({ db: app.db, ...request.body });
      return { message: 'Signed in', data: issueToken(user) };
    },
  );

  api.post(
    '/auth/register',
    {
      onRequest: limitPerIp,
      preHandler: limitPerEmail,
      schema: {
        tags: ['auth'],
        summary: 'Create an account; data is the token',
        body: registerSchema,
        response: { 201: envelopeSchema(tokenSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await registerUser({ db: app.db, input: request.body });
      return reply.status(201).send({ message: 'Created', data: issueToken(user) });
    },
  );
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}
