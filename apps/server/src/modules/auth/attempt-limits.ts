import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { isKnownSignInAddress } from './sign-in-addresses.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * preHandlers for sign-in and sign-up, counted in the rate-limit store (Redis when it is up, so
 * replicas share counts). Each attempt counts, before the password is checked, so concurrent
 * attempts cannot slip past a limit. The scheme (docs/reliability.md, "Sign-in limits"):
 * - per IP: one address cannot spray many accounts;
 * - per email and IP: one address cannot hammer one account, and strangers hammering an
 *   account from elsewhere do not use up its owner's attempts;
 * - per account, from every IP (sign-in only): a slower limit against attacks spread over many
 *   addresses, which lets through an address the account has signed in from before.
 * Reset links count per IP and per email from every IP; verification links, and the password a
 * signed-in account types to change it or to delete the account, per account; each apart from
 * sign-in's counts.
 */
export function createAttemptLimits(app: FastifyInstance, deps: Deps) {
  const { perIp, perEmail, perAccount, windowMs } = deps.config.authRateLimit;
  const limiter = (max: number, key: (request: FastifyRequest, email: string) => string) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => key(request, emailOf(request)),
    });
  const byIp = limiter(perIp, (request) => `auth-ip:${clientAddress(request.ip)}`);
  const byEmailFromIp = limiter(
    perEmail,
    (request, email) => `auth-email-ip:${email}|${clientAddress(request.ip)}`,
  );
  const byAccount = limiter(perAccount, (_request, email) => `auth-account:${email}`);
  // Reset links: per address, and per email from every address, so no one fills a mailbox.
  const resetsByIp = limiter(perIp, (request) => `reset-ip:${clientAddress(request.ip)}`);
  const resetsByEmail = limiter(perEmail, (_request, email) => `reset-email:${email}`);
  // Per signed-in account: verification links, and guesses at its password (a stolen session
  // changing the password or deleting the account must know it, and may not try many).
  const signedInAs = (request: FastifyRequest) =>
    (request.user as { sub?: string } | undefined)?.sub ?? '';
  const verificationsByAccount = limiter(
    perEmail,
    (request) => `verify-account:${signedInAs(request)}`,
  );
  const passwordChecksByAccount = limiter(
    perEmail,
    (request) => `password-check:${signedInAs(request)}`,
  );

  const limitPerAddress = async (request: FastifyRequest) => {
    await refuseIfExceeded(byIp, request);
    await refuseIfExceeded(byEmailFromIp, request);
  };

  return {
    signUp: limitPerAddress,
    async forgotPassword(request: FastifyRequest) {
      await refuseIfExceeded(resetsByIp, request);
      await refuseIfExceeded(resetsByEmail, request);
    },
    resendVerification: (request: FastifyRequest) =>
      refuseIfExceeded(verificationsByAccount, request),
    checkPassword: (request: FastifyRequest) => refuseIfExceeded(passwordChecksByAccount, request),
    async signIn(request: FastifyRequest) {
      await limitPerAddress(request);
      const result = await byAccount(request);
      if (!exceeded(result)) return;
      const known = await isKnownSignInAddress({ deps, email: emailOf(request), ip: request.ip });
      if (!known) throw rateLimited(result.ttl);
    },
  };
}

type LimitResult = Awaited<ReturnType<Limiter>>;

function exceeded(result: LimitResult): result is Extract<LimitResult, { isAllowed: false }> {
  return !result.isAllowed && result.isExceeded;
}

async function refuseIfExceeded(limit: Limiter, request: FastifyRequest) {
  const result = await limit(request);
  if (exceeded(result)) throw rateLimited(result.ttl);
}

const rateLimited = (ttlMs: number) => appError('RATE_LIMITED', { wait: formatWait(ttlMs) });

/** The body has passed the schema by now, which trims and lower-cases the email. */
function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** "42 seconds", "3 minutes": how long until a limit lets the caller in again. */
export function formatWait(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
