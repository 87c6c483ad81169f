import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/timeouts.ts';
import type { GatewayOperation } from './modules/ledger/ledger.schema.ts';
import { parseQuietHours, type OfferWindowSettings } from './modules/waitlist/offer-window.ts';
import { readOrCreateSecret, readOrCreateVapidKeys, type VapidKeys } from './kept-secrets.ts';
import { parseTrustProxy, TRUST_PROXY_HINT, type TrustedProxies } from './trust-proxy.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A comma-separated list of bare origins, such as https://app.example.com,http://127.0.0.1:9999. */
const originList = z
  .string()
  .optional()
  .transform((value, context) => {
    const origins = parseOrigins(value ?? '');
    if (origins === undefined)
      context.addIssue({
        code: 'custom',
        message: 'use a comma-separated list of origins such as https://app.example.com',
      });
    return origins ?? [];
  });

/** A key given in the environment as base64url, refused unless it decodes to `bytes` bytes. */
const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .refine(
      (value) =>
        /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `use ${what} (npx web-push generate-vapid-keys)`,
    );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('.data'),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    REDIS_CONNECT_TIMEOUT_MS: positiveInt(2000),
    /** how long a client may take to send a whole request (headers and body) */
    HTTP_REQUEST_TIMEOUT_MS: positiveInt(30_000),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    /** 'off' runs single-node mode without trying Redis at all. */
    REDIS: z.enum(['auto', 'off']).default('auto'),
    REDIS_KEY_PREFIX: z.string().default('betterplay:'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z.string().default('30d'),
    /** how long a notification lives: milliseconds or a duration such as 30d, 12h, 90s */
    NOTIFICATION_TTL: z
      .string()
      .default('30d')
      .transform((value, context) => {
        const ms = parseDuration(value);
        if (ms === undefined)
          context.addIssue({ code: 'custom', message: 'use ms or 30d / 12h / 15m / 90s' });
        return ms ?? 0;
      }),
    /** one window for every waitlist offer, such as 5s (staging, tests); unset: by the start */
    WAITLIST_OFFER_TTL: z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const ms = parseDuration(value);
        if (ms === undefined)
          context.addIssue({ code: 'custom', message: 'use ms or 30m / 2h / 90s' });
        return ms;
      }),
    /** how old an unrecorded payment call must be before the reconciliation job takes it up */
    PAYMENT_RECONCILE_AFTER: z
      .string()
      .default('2m')
      .transform((value, context) => {
        const ms = parseDuration(value);
        if (ms === undefined) context.addIssue({ code: 'custom', message: 'use ms or 2m / 90s' });
        return ms ?? 0;
      }),
    /** fault tests only: the process kills itself when the provider answers this call */
    TEST_KILL_AFTER_GATEWAY: z
      .enum(['authorise', 'capture', 'void', 'charge', 'refund'])
      .optional(),
    /** hours in which no waitlist offer ends ('22-8'), or 'off' */
    WAITLIST_QUIET_HOURS: z
      .string()
      .default('22-8')
      .transform((value, context) => {
        const quiet = parseQuietHours(value);
        if (quiet === undefined)
          context.addIssue({
            code: 'custom',
            message: "use 'from-to' in whole hours (22-8) or off",
          });
        return quiet ?? null;
      }),
    AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
    /** attempts on one email from one IP */
    AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
    /** failed sign-ins on one account from every IP, before unknown IPs must wait */
    AUTH_RATE_LIMIT_PER_ACCOUNT: positiveInt(100),
    /** unexpired court holds one player may have at once */
    COURT_HOLDS_PER_PLAYER: positiveInt(2),
    /** how long a public socials list's answer is kept in memory; 0 turns the cache off */
    SOCIALS_LIST_CACHE_MS: z.coerce.number().int().min(0).optional(),
    AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(10 * 60 * 1000),
    /** `required`: an account verifies its email before it creates socials; `off`: none is asked */
    EMAIL_VERIFICATION: z.enum(['required', 'off']).default('required'),
    /** proxies allowed to name the client (X-Forwarded-For): a hop count or addresses/CIDRs */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        const trusted = parseTrustProxy(value);
        if (trusted === undefined) context.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
        return trusted ?? { kind: 'none' as const };
      }),
    WEB_DIST_DIR: z.string().optional(),
    /** the built component library (`npm run build-storybook`), served at /storybook/ */
    STORYBOOK_DIR: z.string().optional(),
    /** where mail goes (smtp://user:pass@host:587); unset: .eml files under DATA_DIR/mail */
    SMTP_URL: z
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'use smtp://user:pass@host:587 or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Better Play <no-reply@betterplay.local>'),
    /** the app's address as people reach it, for links in mail and feeds (default: http://localhost:PORT) */
    PUBLIC_URL: z.url().optional(),
    /** comma-separated origins (https://app.example.com) allowed besides the API's own host */
    CORS_ORIGINS: originList,
    /** web push's VAPID keys (base64url); unset: made once and kept in DATA_DIR/vapid-keys.json */
    VAPID_PUBLIC_KEY: base64urlBytes(65, 'a P-256 public key: 65 bytes, base64url').optional(),
    VAPID_PRIVATE_KEY: base64urlBytes(32, 'a P-256 private key: 32 bytes, base64url').optional(),
    /** who push services may contact about this sender: mailto: or https: (default: MAIL_FROM's address) */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'use mailto:you@example.com or an https:// URL')
      .optional(),
    /** origins a push endpoint may have without the public-address check (test and staging push services) */
    PUSH_ENDPOINT_ALLOWLIST: originList,
    /** 'off': this API runs no jobs (`npm run worker` does); default on, but off in tests */
    JOBS: z.enum(['on', 'off']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** the API docs page (/api/docs): on by default, off by default in production */
    API_DOCS: z.enum(['on', 'off']).optional(),
    /** Stripe's keys: with STRIPE_SECRET_KEY cards go to Stripe, without it to the offline sandbox */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** where the Stripe SDK sends its calls instead of api.stripe.com (tests: a local server) */
    STRIPE_API_BASE: z.url().optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'JWT_SECRET is required when NODE_ENV=production',
    path: ['JWT_SECRET'],
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
    path: ['VAPID_PRIVATE_KEY'],
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** how long the app waits on each service before giving up (see db/timeouts.ts) */
  timeouts: { database: DatabaseTimeouts; redisConnectMs: number; httpRequestMs: number };
  redis: { url: string; enabled: boolean; keyPrefix: string };
  jwt: { secret: string; expiresIn: string };
  /** perEmail counts one email from one IP; perAccount failures from every IP (attempt-limits.ts) */
  authRateLimit: { perIp: number; perEmail: number; perAccount: number; windowMs: number };
  /** whether sign-up mails a verification link, and creating a social waits for it */
  emailVerification: 'required' | 'off';
  /** enough to keep one court while trying another time, too few to block a stadium's day */
  courtHoldsPerPlayer: number;
  /** how long a public socials list's answer is kept (socials-list-cache.ts); 0: not at all */
  socialsListCacheMs: number;
  /** who may set X-Forwarded-For; the client's address, and so the per-IP limits, follow it */
  trustProxy: TrustedProxies;
  /** Origins, besides the API's own host, that browsers may open sockets from (CORS_ORIGINS). */
  allowedOrigins: string[];
  notificationTtlMs: number;
  /** how long waitlist offers last (modules/waitlist/offer-window.ts) */
  waitlistOffers: OfferWindowSettings;
  /** whether this API process runs the job worker and sweeps (JOBS) */
  jobs: { runInApi: boolean };
  webDistDir: string;
  /** the built Storybook, served at /storybook/ when present */
  storybookDir: string;
  logLevel: string;
  /** whether /api/docs serves the OpenAPI page and document (API_DOCS) */
  apiDocs: boolean;
  /** the app's address as people reach it (PUBLIC_URL), for links in mail and calendar feeds */
  publicUrl: string;
  /** outgoing mail (modules/delivery/mail): SMTP when smtpUrl is set, else .eml files */
  mail: { smtpUrl: string | undefined; from: string; directory: string };
  /** web push (modules/delivery/push): the VAPID keys and who may receive pushes */
  push: { vapid: VapidKeys & { subject: string }; endpointAllowlist: string[] };
  /** Stripe, when stripeSecretKey is set; otherwise the sandbox gateway takes cards */
  payments: {
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripeApiBase: string | undefined;
    /** the reconciliation job leaves calls younger than this to the request making them */
    reconcileAfterMs: number;
    /** fault tests: the provider call after whose answer the process kills itself */
    killAfterGateway: GatewayOperation | undefined;
  };
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    timeouts: {
      database: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      },
      redisConnectMs: env.REDIS_CONNECT_TIMEOUT_MS,
      httpRequestMs: env.HTTP_REQUEST_TIMEOUT_MS,
    },
    redis: { url: env.REDIS_URL, enabled: env.REDIS === 'auto', keyPrefix: env.REDIS_KEY_PREFIX },
    jwt: { secret: env.JWT_SECRET ?? readOrCreateSecret(dataDir), expiresIn: env.JWT_EXPIRES_IN },
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      perAccount: env.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    emailVerification: env.EMAIL_VERIFICATION,
    courtHoldsPerPlayer: env.COURT_HOLDS_PER_PLAYER,
    // Tests opt in: socials their factories write behind the app's back then show at once.
    socialsListCacheMs: env.SOCIALS_LIST_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    trustProxy: env.TRUST_PROXY,
    notificationTtlMs: env.NOTIFICATION_TTL,
    waitlistOffers: { fixedWindowMs: env.WAITLIST_OFFER_TTL, quietHours: env.WAITLIST_QUIET_HOURS },
    // Tests opt in, so sweeps never touch the rows other tests are asserting on.
    jobs: { runInApi: (env.JOBS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on' },
    allowedOrigins: env.CORS_ORIGINS,
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    storybookDir: path.resolve(repoRoot, env.STORYBOOK_DIR ?? 'storybook-static'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    // A map of every route is for developers; production shows it only when asked to.
    apiDocs: (env.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, directory: path.join(dataDir, 'mail') },
    push: {
      vapid: {
        ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : readOrCreateVapidKeys(dataDir)),
        subject: env.VAPID_SUBJECT ?? `mailto:${addressOf(env.MAIL_FROM)}`,
      },
      endpointAllowlist: env.PUSH_ENDPOINT_ALLOWLIST,
    },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripeApiBase: env.STRIPE_API_BASE,
      reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER,
      killAfterGateway: testOnly(
        env.NODE_ENV,
        'TEST_KILL_AFTER_GATEWAY',
        env.TEST_KILL_AFTER_GATEWAY,
      ),
    },
  };
}

/** A setting that breaks things on purpose: refused anywhere but a test run. */
function testOnly<T>(nodeEnv: string, name: string, value: T | undefined): T | undefined {
  if (value !== undefined && nodeEnv !== 'test') {
    throw new Error(`Invalid environment:\n  ${name}: only for NODE_ENV=test`);
  }
  return value;
}

/** 'Better Play <no-reply@example.com>' → 'no-reply@example.com'. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

const DURATION_UNITS: Record<string, number> = {
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

export function parseDuration(value: string): number | undefined {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return amount > 0 ? amount * (DURATION_UNITS[match[2] ?? 'ms'] ?? 1) : undefined;
}

/** `undefined` when an entry is not a bare http(s) origin (a path or typo would never match). */
export function parseOrigins(value: string): string[] | undefined {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return undefined;
    }
    const bare = url.pathname === '/' && url.search === '' && url.hash === '';
    if (!bare || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
    origins.push(url.origin);
  }
  return origins;
}
