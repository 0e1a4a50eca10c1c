import { randomBytes } from 'node:crypto';
import { getOrNull, isConflict } from './pouch.ts';
import type { TStorage } from './storage.ts';

/**
 * A 32-byte signing key kept in internal storage under `id`: made by the first instance that needs
 * it, then shared by every instance (two making it at once: the second reads the first's).
 */
export async function sharedKey(storage: TStorage, id: string): Promise<Buffer> {
  const stored = await getOrNull(storage.internal, id);
  if (stored) return Buffer.from(String(stored.key), 'base64url');
  const key = randomBytes(32);
  try {
    await storage.internal.put({
      _id: id,
      key: key.toString('base64url'),
      createdAt: new Date().toISOString(),
    });
    return key;
  } catch (error) {
    if (!isConflict(error)) throw error;
    return sharedKey(storage, id);
  }
}
