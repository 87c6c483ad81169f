import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('.data'),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
    /** 'off' runs single-node mode without trying Redis at all. */
    REDIS: z.enum(['auto', 'off']).default('auto'),
    REDIS_KEY_PREFIX: z.string().default('betterplay:'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z.string().default('30d'),
    AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
    AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
    AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(10 * 60 * 1000),
    WEB_DIST_DIR: z.string().optional(),
    CORS_ORIGINS: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'JWT_SECRET is required when NODE_ENV=production',
    path: ['JWT_SECRET'],
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redis: { url: string; enabled: boolean; keyPrefix: string };
  jwt: { secret: string; expiresIn: string };
  authRateLimit: { perIp: number; perEmail: number; windowMs: number };
  webDistDir: string;
  logLevel: string;
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
    redis: { url: env.REDIS_URL, enabled: env.REDIS === 'auto', keyPrefix: env.REDIS_KEY_PREFIX },
    jwt: { secret: env.JWT_SECRET ?? readOrCreateSecret(dataDir), expiresIn: env.JWT_EXPIRES_IN },
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

/** Outside production the secret is generated once and kept, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
