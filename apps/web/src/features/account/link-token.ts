import { verifyEmailSchema } from '@betterplay/contracts';

/** The `token` of a mailed link's address, or null when it has none the server could take. */
export function linkTokenOf(searchParams: URLSearchParams): string | null {
  const token = searchParams.get('token') ?? '';
  return verifyEmailSchema.safeParse({ token }).success ? token : null;
}
