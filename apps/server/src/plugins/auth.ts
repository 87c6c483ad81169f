import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../errors.ts';

/** A token's claims: whose it is, and the account's session version when it was issued (`sv`). */
export type TokenUser = { sub: string; firstName: string; email: string; sv?: number };

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenUser;
    user: TokenUser & { exp: number; iat: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that need a signed-in user; sets `request.user`. It runs before
     * the body is parsed and validated, so an anonymous call gets 401 whatever it sends, and so
     * does the holder of a valid token whose account was deleted or whose session was ended.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

const EXPIRED = 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';

/** HS256 only, `exp` and `sub` required: a token signed any other way is rejected. */
export const authPlugin = fp(
  async (app) => {
    const { jwt } = app.config;
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
        throw appError(expired ? 'SESSION_EXPIRED' : 'UNAUTHORIZED');
      }
      // `deps` is assembled after this plugin, but long before the first request arrives.
      if (!(await app.deps.sessions.isCurrent(request.user))) throw appError('UNAUTHORIZED');
    });
  },
  { name: 'auth' },
);
