/**
 * A fresh Idempotency-Key for one payment attempt: 32 hex digits. crypto.randomUUID exists only
 * on secure origins, so the key is made from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
