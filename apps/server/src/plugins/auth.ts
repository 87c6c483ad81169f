import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';

export type TokenUser = { sub: string; firstName: string; email: string };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenUser;
    user: TokenUser & { exp: number; iat: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user; sets `request.user`. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const EXPIRED = 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';

/** HS256 only, `exp` and `sub` required: a token signed any other way is rejected. */
export async function registerAuth(
  app: FastifyInstance,
  jwt: { secret: string; expiresIn: string },
) {
  await app.register(fastifyJwt, {
    secret: jwt.secret,
    sign: { algorithm: 'HS256', expiresIn: jwt.expiresIn },
    verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    try {
      await request.jwtVerify();
    } catch (error) {
      const expired = (error as { code?: string }).code === EXPIRED;
      throw unauthorized(
        expired ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue.',
      );
    }
  });
}
