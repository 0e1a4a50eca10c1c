import { apiCall } from './api.ts';

// Issue #33: "Notify me on this phone". The browser's push subscription is handed to the server,
// which keeps it for the person signed in (or the player whose link this is). Online only: the
// server must know of the device before it can notify it.

export type TDevicePush = 'unsupported' | 'blocked' | 'off' | 'on';

/** Who this browser's subscription was handed over for: one person at a time. */
const OWNER_KEY = 'pitchside-push-owner';

export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The site's notification permission. The Permissions API first: some browsers' `Notification.
 * permission` says "denied" for a permission granted by policy (Chromium's headless shell does).
 */
async function permission(): Promise<NotificationPermission> {
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => null);
  if (state === 'granted' || state === 'denied') return state;
  return Notification.permission;
}

/** Whether this device notifies `who` ("account:<id>", or "link" for a player's page). */
export async function devicePushState(who: string): Promise<TDevicePush> {
  if (!isPushSupported()) return 'unsupported';
  if ((await permission()) === 'denied') return 'blocked';
  const subscription = await currentSubscription();
  return subscription && localStorage.getItem(OWNER_KEY) === who ? 'on' : 'off';
}

/** Asks the browser's permission, subscribes, and hands the subscription to the server. */
export async function turnDevicePushOn(
  who: string,
  headers: Record<string, string> = {},
): Promise<TDevicePush> {
  const answer = (await permission()) === 'granted' ? 'granted' : await Notification.requestPermission();
  if (answer !== 'granted') return answer === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await apiCall<{ publicKey: string }>('/api/push/key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await apiCall('/api/push/devices', { body: { subscription: subscription.toJSON() }, headers });
  localStorage.setItem(OWNER_KEY, who);
  return 'on';
}

/** Tells the server to forget this device, then drops the subscription. */
export async function turnDevicePushOff(headers: Record<string, string> = {}): Promise<TDevicePush> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiCall('/api/push/devices', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      headers,
    });
    await subscription.unsubscribe();
  }
  localStorage.removeItem(OWNER_KEY);
  return 'off';
}
