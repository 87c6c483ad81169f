import { createHmac, randomBytes } from 'node:crypto';
import type { RegisterInput } from '@betterplay/contracts';

export function registration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    firstName: 'Alex',
    lastName: 'Morgan',
    email: `alex.${randomBytes(4).toString('hex')}@example.com`,
    password: 'password123',
    confirmPassword: 'password123',
    phone: '0412345678',
    age: '28',
    height: '1.75',
    weight: '70',
    sportPreferences: ['Badminton', 'Tennis'],
    ...overrides,
  };
}

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Signs a token by hand, so tests can forge the shapes the server must refuse. */
export function forgeToken(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret: string,
  hmac: 'sha256' | 'sha512' = 'sha256',
): string {
  const encode = (part: Record<string, unknown>) =>
    Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(claims)}`;
  const signature = createHmac(hmac, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
