import type { PushSubscriptionJson } from '@betterplay/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from './push-api.ts';

/**
 * Push on this browser, as the profile shows it: not possible here, blocked in the browser's
 * settings, off, or on (a subscription that the server has been given).
 */
export type PushDeviceStatus = 'unsupported' | 'blocked' | 'off' | 'on';

export const PUSH_DEVICE_ERRORS = {
  notAllowed: 'Notifications were not allowed, so push stays off.',
  noWorker: 'Push needs the installed app’s service worker, which this page has not started.',
} as const;

/** How long to wait for the service worker before saying push cannot start. */
const WORKER_WAIT_MS = 10_000;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(PUSH_DEVICE_ERRORS.noWorker)), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const found = await navigator.serviceWorker.getRegistration();
  return (await found?.pushManager.getSubscription()) ?? null;
}

/** Where this browser stands; a subscription it has is given to the server again (it may be new). */
export async function readPushStatus(): Promise<PushDeviceStatus> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await existingSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await savePushSubscription(subscription.toJSON() as PushSubscriptionJson);
  return 'on';
}

/** Asks the browser for permission and a subscription, and gives it to the server. */
export async function turnPushOn(): Promise<PushDeviceStatus> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') throw new Error(PUSH_DEVICE_ERRORS.notAllowed);
  const [worker, key] = await Promise.all([registration(), fetchPushKey()]);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await savePushSubscription(subscription.toJSON() as PushSubscriptionJson);
  return 'on';
}

/** Forgets this browser's subscription, here and on the server. */
export async function turnPushOff(): Promise<PushDeviceStatus> {
  const subscription = await existingSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint).catch((error: unknown) => {
      // Already gone on the server (another account turned it off): the browser's copy still goes.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * On signing out: this browser stops receiving the person's pushes. Only the browser's side is
 * needed (no token): the push service then answers 410 for the endpoint and the server forgets it.
 */
export async function forgetPushOnThisBrowser(): Promise<void> {
  if (!supported()) return;
  await (await existingSubscription())?.unsubscribe();
}
