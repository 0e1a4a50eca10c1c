import webpush from 'web-push';
import { getOrNull, isConflict } from '../storage/pouch.ts';
import type { TStorage } from '../storage/storage.ts';

// The server's VAPID key pair (RFC 8292): made once, on the first start, and kept in internal
// storage, which no endpoint serves. Push services check each request's signature against the
// public key a browser subscribed with, so the pair must outlive restarts and be shared by every
// instance: a second instance that loses the race to create it reads the winner's.

export type TVapidKeys = { publicKey: string; privateKey: string };

const KEYS_ID = 'vapidKeys';

export async function vapidKeys(storage: TStorage): Promise<TVapidKeys> {
  const stored = await getOrNull(storage.internal, KEYS_ID);
  if (stored) return { publicKey: String(stored.publicKey), privateKey: String(stored.privateKey) };
  const made = webpush.generateVAPIDKeys();
  try {
    await storage.internal.put({ _id: KEYS_ID, ...made, createdAt: new Date().toISOString() });
    return made;
  } catch (error) {
    if (!isConflict(error)) throw error;
    return vapidKeys(storage);
  }
}
