import { afterEach, describe, expect, it, vi } from 'vitest';
import { created, fakeApi, failure, ok } from '../../test/app-test-kit.tsx';
import {
  forgetPushOnThisBrowser,
  PUSH_DEVICE_ERRORS,
  readPushStatus,
  turnPushOff,
  turnPushOn,
} from './push-device.ts';

const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/**
 * A browser with push, as far as the page can see it: Notification with its permission, a
 * service worker registration whose push manager keeps one subscription.
 */
function fakeBrowser(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null =
    null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: SUBSCRIPTION_JSON.endpoint,
      toJSON: () => SUBSCRIPTION_JSON,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    void options;
    return current;
  });
  const pushManager = { getSubscription: async () => current, subscribe };
  const registration = { pushManager };
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { subscribe, notification, current: () => current };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device', () => {
  it('is unsupported where the browser has no service worker or push', async () => {
    expect(await readPushStatus()).toBe('unsupported');
  });

  it('is blocked once the person refused notifications', async () => {
    fakeBrowser('denied');
    expect(await readPushStatus()).toBe('blocked');
  });

  it('turns on: permission, a subscription with the server’s key, then the server is told', async () => {
    const browser = fakeBrowser('default', 'granted');
    const { requests } = fakeApi({
      'GET /push/config': () => ok({ publicKey: 'BPublicKey' }),
      'POST /user/push-subscriptions': () => created(null),
    });
    expect(await readPushStatus()).toBe('off');
    expect(await turnPushOn()).toBe('on');
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BPublicKey',
    });
    const saved = requests.find((request) => request.path === '/user/push-subscriptions');
    expect(saved?.method).toBe('POST');
    expect(saved?.body).toEqual(SUBSCRIPTION_JSON);
  });

  it('stays off and says why when the permission is dismissed', async () => {
    fakeBrowser('default', 'default');
    fakeApi({});
    await expect(turnPushOn()).rejects.toThrow(PUSH_DEVICE_ERRORS.notAllowed);
  });

  it('turns off: the server forgets the endpoint and the browser unsubscribes, even if the server had already', async () => {
    const browser = fakeBrowser('default', 'granted');
    const { requests } = fakeApi({
      'GET /push/config': () => ok({ publicKey: 'BPublicKey' }),
      'POST /user/push-subscriptions': () => created(null),
      'DELETE /user/push-subscriptions': () =>
        failure(404, 'This device is not subscribed to push'),
    });
    await turnPushOn();
    expect(await turnPushOff()).toBe('off');
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      body: { endpoint: SUBSCRIPTION_JSON.endpoint },
    });
    expect(browser.current()).toBeNull();
  });

  it('forgets this browser’s subscription on signing out, without the server', async () => {
    const browser = fakeBrowser('default', 'granted');
    const { requests } = fakeApi({
      'GET /push/config': () => ok({ publicKey: 'BPublicKey' }),
      'POST /user/push-subscriptions': () => created(null),
    });
    await turnPushOn();
    const sent = requests.length;
    await forgetPushOnThisBrowser();
    expect(browser.current()).toBeNull();
    expect(requests).toHaveLength(sent);
  });

  it('has nothing to forget where the browser has no push', async () => {
    await expect(forgetPushOnThisBrowser()).resolves.toBeUndefined();
  });
});
