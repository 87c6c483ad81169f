import http from 'node:http';
import https from 'node:https';
import type { PushMessage } from '@betterplay/contracts';
import webpush from 'web-push';
import type { AppConfig } from '../../../config.ts';
import { checkEndpointShape, publicOnlyLookup } from './push-endpoint.ts';

/** A push service that has not answered in this long is tried again later. */
const ANSWER_TIMEOUT_MS = 10_000;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** An endpoint the server will not post to (not https, not public): never worth retrying. */
export class EndpointRefused extends Error {}

/**
 * Posts one push: the message encrypted for the subscription's keys (RFC 8291) and signed with
 * the server's VAPID key (web-push makes both), sent by our own request so the address it
 * connects to is the one checked (publicOnlyLookup) and a redirect is an answer, never followed.
 * Answers the push service's status: 201 delivered, 404 or 410 the subscription is gone.
 */
export async function postPush(
  settings: AppConfig['push'],
  target: PushTarget,
  message: PushMessage,
  options: { ttlSeconds: number; urgency: 'normal' | 'high' },
): Promise<number> {
  const shape = checkEndpointShape(target.endpoint, settings.endpointAllowlist);
  if (!shape.ok) throw new EndpointRefused(shape.reason);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: settings.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: details.headers,
        timeout: ANSWER_TIMEOUT_MS,
        ...(shape.allowlisted ? {} : { lookup: publicOnlyLookup() }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`the push service did not answer in ${ANSWER_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    request.end(details.body);
  });
}
