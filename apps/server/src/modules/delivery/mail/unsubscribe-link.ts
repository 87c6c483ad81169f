import { createHmac, timingSafeEqual } from 'node:crypto';
import { DELIVERY_KINDS, type DeliveryKind } from '@betterplay/contracts';

/**
 * The link in every mail's List-Unsubscribe header (RFC 8058): it names a person and a kind of
 * mail, signed with the server's secret, so following it turns that kind off without signing in
 * and nobody can forge one for someone else. It never expires: an old mail keeps working.
 */
const PURPOSE = 'mail-unsubscribe';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const signature = (secret: string, userId: string, kind: DeliveryKind) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${kind}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, kind: DeliveryKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The person and kind a token names, if the server signed it. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: DeliveryKind } | undefined {
  const [userId = '', kind = '', given = ''] = token.split('.');
  if (!UUID.test(userId) || !(DELIVERY_KINDS as readonly string[]).includes(kind)) return undefined;
  const expected = Buffer.from(signature(secret, userId, kind as DeliveryKind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, kind: kind as DeliveryKind };
}

export function unsubscribeUrl(
  publicUrl: string,
  secret: string,
  userId: string,
  kind: DeliveryKind,
): string {
  return `${publicUrl}/api/v1/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, kind))}`;
}
