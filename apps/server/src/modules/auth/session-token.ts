import type { FastifyInstance } from 'fastify';

/** An account as a new token names it, with the session version the token opens. */
export type SessionHolder = {
  id: string;
  firstName: string;
  email: string;
  sessionVersion: number;
};

/** The one way a token is made: HS256 with an expiry (plugins/auth.ts) and the session version. */
export function signSessionToken(app: FastifyInstance, user: SessionHolder): string {
  return app.jwt.sign({
    sub: user.id,
    firstName: user.firstName,
    email: user.email,
    sv: user.sessionVersion,
  });
}
