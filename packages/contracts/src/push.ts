import { z } from 'zod';

/** GET /api/v1/push/config: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushConfigSchema = z.object({ publicKey: z.string() });
export type PushConfig = z.infer<typeof pushConfigSchema>;

/**
 * POST /api/v1/user/push-subscriptions: the browser's `PushSubscription.toJSON()` as it is. The
 * keys are those RFC 8291 encrypts with, base64url: the browser's P-256 public key (65 bytes,
 * uncompressed, so it starts with 0x04: 'B') and its 16-byte authentication secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/\S+$/, 'endpoint must be an http(s) URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .max(88)
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'keys.p256dh must be a P-256 public key (65 bytes)'),
    auth: z
      .string()
      .max(24)
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'keys.auth must be 16 bytes'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/v1/user/push-subscriptions: which of the person's subscriptions to forget. */
export const deletePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/**
 * What a push carries (encrypted) to the service worker, which shows it as a notification when
 * no tab of the app is focused. `url` is a path in the app; `tag` makes a second push about the
 * same thing replace the first on the screen.
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
